/// What resolving a service builds, as `Container.tree(of:)` found it: the service, the
/// services its factory resolved, theirs, and so on, each with its scope and whether it is
/// shared. Printed, it is an indented tree:
///
/// ```text
/// (Coordinator, Repository) · graph, one per resolve, shared within it
/// ├── Coordinator · graph, one per resolve, shared within it
/// │   └── ViewModel · transient, new for each resolve
/// │       └── Repository · container, kept by its container
/// └── Repository · container, shared: built above in this resolve
/// ```
public struct DependencyTree: Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// One service in the tree.
    public struct Node: Sendable {
        /// The service's type, with its name and arguments when it has them.
        public let service: String
        /// Its scope's name: transient, graph, container, weak or a custom one.
        public let scope: String
        /// Whether the instance is one another part of the app may hold too, and why.
        public let sharing: String
        /// The services its factory resolved, in the order it asked.
        public let dependencies: [Node]
        /// Why it could not be built, if it could not.
        public let failure: String?
    }

    /// The service asked for, or nil when nothing is registered for it.
    public let root: Node?
    /// Why resolving it failed, if it did: the error a `require` would throw.
    public let failure: String?

    init(recorder: ResolutionRecorder, failure: ResolutionError?) {
        func node(_ index: Int) -> Node {
            let recorded = recorder.nodes[index]
            return Node(
                service: recorded.key.readable, scope: recorded.scope.description,
                sharing: Self.sharing(of: recorded), dependencies: recorded.children.map(node),
                failure: recorded.failure.map { "\($0)" })
        }
        root = recorder.roots.first.map(node)
        self.failure = failure.map { "\($0)" }
    }

    private static func sharing(of node: ResolutionRecorder.Node) -> String {
        if node.reused { return "shared: built above in this resolve" }
        switch node.scope.kind {
        case .transient: return "new for each resolve"
        case .graph: return "one per resolve, shared within it"
        case .container: return "kept by its container"
        case .weak: return "kept while someone holds it"
        case .custom: return "kept until its scope is reset"
        }
    }

    /// The tree, one service per line, then the failure, if any.
    public var description: String {
        guard let root else { return failure ?? "" }
        var lines = ["\(root.service) · \(root.scope), \(root.sharing)" + (root.failure == nil ? "" : " ✗")]
        Self.draw(root.dependencies, prefix: "", into: &lines)
        if let failure { lines.append(failure) }
        return lines.joined(separator: "\n")
    }

    /// The same as `description`, so `po` and `print` show the tree.
    public var debugDescription: String { description }

    private static func draw(_ nodes: [Node], prefix: String, into lines: inout [String]) {
        for (index, node) in nodes.enumerated() {
            let last = index == nodes.count - 1
            let mark = node.failure == nil ? "" : " ✗"
            lines.append(prefix + (last ? "└── " : "├── ") + "\(node.service) · \(node.scope), \(node.sharing)" + mark)
            draw(node.dependencies, prefix: prefix + (last ? "    " : "│   "), into: &lines)
        }
    }
}
