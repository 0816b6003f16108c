/// A coordinator seen as a node of the running tree, for tests and debugging.
@MainActor
public protocol CoordinatorTreeNode: AnyObject {
    /// The coordinator's type name.
    var coordinatorName: String { get }
    /// The running child coordinators.
    var childCoordinators: [CoordinatorTreeNode] { get }
}

extension CoordinatorTreeNode {
    /// The running tree below and including this coordinator, one indented line per node.
    public var treeDescription: String {
        func lines(_ node: CoordinatorTreeNode, depth: Int) -> [String] {
            [String(repeating: "  ", count: depth) + node.coordinatorName]
                + node.childCoordinators.flatMap { lines($0, depth: depth + 1) }
        }
        return lines(self, depth: 0).joined(separator: "\n")
    }
}
