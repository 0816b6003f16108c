import CoreSupport

/// An event that travels the navigation tree.
public protocol NavigationEvent: Sendable {}

/// A node of the navigation tree: coordinators and screen models, on the main actor.
///
/// `raise` sends an event up to every ancestor, nearest first; `propagate` sends it down to
/// every descendant, depth first. The tree holds nodes weakly, so a node that is freed, or
/// detached, stops receiving events.
@MainActor
open class NavigationNode {
    private weak var parentNode: NavigationNode?
    private var childNodes: [WeakNode] = []
    private var handlers: [ObjectIdentifier: [@MainActor (any NavigationEvent) -> Void]] = [:]
    private var handledNames: Set<String> = []

    /// A node, attached under `parent` when one is given.
    public init(parent: NavigationNode? = nil) {
        if let parent { attach(to: parent) }
    }

    /// The node above this one.
    public var parent: NavigationNode? { parentNode }

    /// The live nodes below this one.
    public var children: [NavigationNode] {
        childNodes.compactMap(\.node)
    }

    /// Moves this node under `parent`.
    public func attach(to parent: NavigationNode) {
        detach()
        parentNode = parent
        parent.childNodes.removeAll { $0.node == nil }
        parent.childNodes.append(WeakNode(self))
    }

    /// Leaves the tree: no more events reach this node through its old parent.
    public func detach() {
        let old = parentNode
        parentNode = nil
        old?.childNodes.removeAll { $0.node == nil || $0.node === self }
    }

    /// Calls `handler` for every event of type `T` that reaches this node.
    public func addHandler<T: NavigationEvent>(_ handler: @escaping @MainActor (T) -> Void) {
        handledNames.insert(String(describing: T.self))
        handlers[ObjectIdentifier(T.self), default: []].append { event in
            if let event = event as? T { handler(event) }
        }
    }

    /// Sends `event` to the ancestors, nearest first; false when none handles it. An event no
    /// ancestor handles is a wiring mistake (a parent that forgot `addHandler`, or a screen
    /// raising from a detached flow), so it is also reported to `Hooks.defaultErrorHandler`
    /// as an `UnhandledNavigationEvent` rather than lost.
    @discardableResult
    public func raise<T: NavigationEvent>(_ event: T) -> Bool {
        var handled = false
        var node = parent
        while let current = node {
            handled = current.handle(event) || handled
            node = current.parent
        }
        if !handled {
            UnhandledErrors.report(UnhandledNavigationEvent(event: event, raisedBy: String(describing: type(of: self))))
        }
        return handled
    }

    /// Sends `event` to every descendant, depth first.
    public func propagate<T: NavigationEvent>(_ event: T) {
        for child in children {
            _ = child.handle(event)
            child.propagate(event)
        }
    }

    /// The events this node handles, by type name, sorted.
    public var handledEventNames: [String] { handledNames.sorted() }

    /// The tree below and including this node, one indented line per node, with the events
    /// each handles: `ProfileCoordinator ← ThemeChanged`.
    public var navigationTreeDescription: String {
        func lines(_ node: NavigationNode, depth: Int) -> [String] {
            let events = node.handledEventNames
            let name = String(repeating: "  ", count: depth) + String(describing: type(of: node))
            return [events.isEmpty ? name : name + " ← " + events.joined(separator: ", ")]
                + node.children.flatMap { lines($0, depth: depth + 1) }
        }
        return lines(self, depth: 0).joined(separator: "\n")
    }

    /// Runs this node's handlers for `event`; false when it has none.
    private func handle<T: NavigationEvent>(_ event: T) -> Bool {
        guard let matching = handlers[ObjectIdentifier(T.self)], !matching.isEmpty else { return false }
        matching.forEach { $0(event) }
        return true
    }
}

/// An event raised up the navigation tree that no ancestor handled: reported to
/// `Hooks.defaultErrorHandler`, so a missing handler shows up instead of the event vanishing.
public struct UnhandledNavigationEvent: Error, CustomStringConvertible {
    /// The event that found no handler.
    public let event: any NavigationEvent
    /// The type of the node that raised it.
    public let raisedBy: String

    /// What was lost and where to add the handler.
    public var description: String {
        "\(type(of: event)) raised by \(raisedBy) reached no handler; add one with addHandler on an ancestor"
    }
}

private struct WeakNode {
    weak var node: NavigationNode?
    init(_ node: NavigationNode) { self.node = node }
}
