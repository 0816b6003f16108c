import Core

/// A navigation double that keeps a real stack and records every call, so coordinator tests
/// can assert what was pushed, popped, presented and dismissed. Like a real navigation
/// controller, it loads every screen it is given to show.
@MainActor
public final class RecordingNavigationController: NavigationControllable {
    /// One recorded navigation call.
    public enum Action: Equatable, Sendable, CustomStringConvertible {
        /// A screen pushed, by its type name.
        case push(String)
        /// A pop, with the type name of the screen it removed (nil when only the root was left).
        case pop(String?)
        /// A pop to the root, with how many screens it removed.
        case popToRoot(count: Int)
        /// The stack replaced, by the type names of the new stack, root first.
        case setStack([String])
        /// A screen presented over the stack, by its type name.
        case present(String)
        /// A dismissal, with the type name of the screen it removed (nil when none was presented).
        case dismiss(String?)

        /// The call in words, with type names.
        public var description: String {
            switch self {
            case .push(let name): return "push \(name)"
            case .pop(let name): return "pop \(name ?? "nothing")"
            case .popToRoot(let count): return "popToRoot \(count)"
            case .setStack(let names): return "setStack \(names.joined(separator: ", "))"
            case .present(let name): return "present \(name)"
            case .dismiss(let name): return "dismiss \(name ?? "nothing")"
            }
        }
    }

    /// The calls made, in order.
    public private(set) var actions: [Action] = [] {
        didSet { if let last = actions.last, actions.count > oldValue.count { onAction?(last) } }
    }
    /// Called with each call as it is recorded: how a `FlowTest` interleaves navigation with
    /// the flow's other steps.
    public var onAction: ((Action) -> Void)?
    /// The stack, bottom first.
    public private(set) var viewControllers: [Presentable] = []
    /// The modal screens, the first presented first.
    private var presented: [Presentable] = []
    /// The modal screen presented last.
    public var presentedViewController: Presentable? { presented.last }

    /// An empty navigation stack.
    public init() {}

    private func name(_ presentable: Presentable?) -> String? {
        presentable.map { String(describing: type(of: $0)) }
    }

    /// Pushes and records.
    public func pushViewController(_ viewController: Presentable, animated: Bool) {
        viewControllers.append(viewController)
        actions.append(.push(name(viewController) ?? ""))
        viewController.loadViewIfNeeded()
    }

    /// Pops (never the root) and records.
    @discardableResult
    public func popViewController(animated: Bool) -> Presentable? {
        let popped = viewControllers.count > 1 ? viewControllers.removeLast() : nil
        actions.append(.pop(name(popped)))
        return popped
    }

    /// Pops to the root and records.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [Presentable] {
        let popped = Array(viewControllers.dropFirst())
        viewControllers = Array(viewControllers.prefix(1))
        actions.append(.popToRoot(count: popped.count))
        return popped
    }

    /// Replaces the stack and records.
    public func setViewControllers(_ viewControllers: [Presentable], animated: Bool) {
        self.viewControllers = viewControllers
        actions.append(.setStack(viewControllers.compactMap(name)))
        viewControllers.forEach { $0.loadViewIfNeeded() }
    }

    /// Presents over what is on top and records; the completion runs at once.
    public func present(_ viewController: Presentable, animated: Bool, completion: (() -> Void)?) {
        presented.append(viewController)
        actions.append(.present(name(viewController) ?? ""))
        viewController.loadViewIfNeeded()
        completion?()
    }

    /// Dismisses the modal screen on top and records; the completion runs at once.
    public func dismiss(animated: Bool, completion: (() -> Void)?) {
        let dismissed = presented.popLast()
        actions.append(.dismiss(name(dismissed)))
        completion?()
    }
}
