import Core
import Shared

/// Core's `NavigationControllable` for a terminal: a stack of screens, and modal screens over
/// it, each presented over the one before. The visible screen is the modal one presented last
/// if any, else the top of the stack. Popped and dismissed screens are released at once.
///
/// It owns the screens' lifecycle: a screen is loaded (`loadViewIfNeeded`) when it is first
/// pushed, set or presented, so coordinators only decide where a screen goes.
@MainActor
public final class TerminalNavigationController: NavigationControllable {
    /// The stack, bottom first.
    public private(set) var viewControllers: [Presentable] = []
    /// The modal screens, the first presented first.
    private var presented: [Presentable] = []
    /// The modal screen presented last, if any.
    public var presentedViewController: Presentable? { presented.last }
    /// Called after every change of what is visible; the shell redraws.
    public var onChange: (@MainActor () -> Void)?

    /// An empty navigation stack.
    public init() {}

    /// The screen the user sees.
    public var visibleScreen: Screen? {
        (presentedViewController ?? viewControllers.last) as? Screen
    }

    /// Every screen shown, the root first and the one presented last at the end.
    public var screens: [Presentable] { viewControllers + presented }

    /// The address of the screen on top: the pieces of every screen from the root up.
    public var address: ScreenAddress {
        let pieces = screens.compactMap { ($0 as? Screen)?.address }
        return ScreenAddress(path: pieces.flatMap(\.path), query: pieces.flatMap(\.query))
    }

    /// Pushes a screen.
    public func pushViewController(_ viewController: Presentable, animated: Bool) {
        viewControllers.append(viewController)
        load([viewController])
        onChange?()
    }

    /// Pops the top screen; the root stays.
    @discardableResult
    public func popViewController(animated: Bool) -> Presentable? {
        guard viewControllers.count > 1 else { return nil }
        let popped = viewControllers.removeLast()
        onChange?()
        return popped
    }

    /// Pops every screen above the root.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [Presentable] {
        let popped = Array(viewControllers.dropFirst())
        viewControllers = Array(viewControllers.prefix(1))
        if !popped.isEmpty { onChange?() }
        return popped
    }

    /// Replaces the stack.
    public func setViewControllers(_ viewControllers: [Presentable], animated: Bool) {
        self.viewControllers = viewControllers
        load(viewControllers)
        onChange?()
    }

    /// Shows a screen over the stack, or over the modal screen on top; the completion runs once
    /// it is visible.
    public func present(_ viewController: Presentable, animated: Bool, completion: (() -> Void)?) {
        presented.append(viewController)
        load([viewController])
        onChange?()
        completion?()
    }

    /// Removes the modal screen on top; the completion runs once what it covered is visible.
    public func dismiss(animated: Bool, completion: (() -> Void)?) {
        guard !presented.isEmpty else {
            completion?()
            return
        }
        presented.removeLast()
        onChange?()
        completion?()
    }

    /// Loads screens before they are drawn, so their first props are ready for the redraw.
    private func load(_ shown: [Presentable]) {
        for case let screen as Screen in shown {
            screen.loadViewIfNeeded()
        }
    }
}
