/// Something that can be shown on screen: a view controller in UIKit, a screen in the terminal.
/// Screens live on the main actor, as UIKit's do, and the compiler checks it.
@MainActor
public protocol Presentable: AnyObject {
    /// Prepares the screen the first time it is shown, and never again (UIKit's
    /// `loadViewIfNeeded`); navigation controllers call it, coordinators never need to.
    func loadViewIfNeeded()
}

extension Presentable {
    /// Nothing to prepare.
    public func loadViewIfNeeded() {}
}

/// A stack of screens with modal presentation, without UIKit; method names follow
/// `UINavigationController` so coordinator code reads the same on every platform.
///
/// The navigation controller owns the screens' lifecycle: implementations call
/// `loadViewIfNeeded()` on every screen they push, set or present, before showing it.
@MainActor
public protocol NavigationControllable: Presentable {
    /// The stack, bottom first.
    var viewControllers: [Presentable] { get }
    /// The screen presented modally on top, if any: the last one presented when screens were
    /// presented over one another.
    var presentedViewController: Presentable? { get }
    /// Pushes a screen onto the stack.
    func pushViewController(_ viewController: Presentable, animated: Bool)
    /// Pops the top screen; the root stays.
    @discardableResult func popViewController(animated: Bool) -> Presentable?
    /// Pops every screen above the root.
    @discardableResult func popToRootViewController(animated: Bool) -> [Presentable]
    /// Replaces the whole stack.
    func setViewControllers(_ viewControllers: [Presentable], animated: Bool)
    /// Presents a screen modally over what is on top: the stack, or the screen presented last
    /// (as UIKit presents from the topmost presented view controller).
    func present(_ viewController: Presentable, animated: Bool, completion: (() -> Void)?)
    /// Dismisses the screen presented last, showing what it was presented over.
    func dismiss(animated: Bool, completion: (() -> Void)?)
}

extension NavigationControllable {
    /// Presents a screen modally, with no completion.
    public func present(_ viewController: Presentable, animated: Bool) {
        present(viewController, animated: animated, completion: nil)
    }

    /// Dismisses the modally presented screen, with no completion.
    public func dismiss(animated: Bool) {
        dismiss(animated: animated, completion: nil)
    }

    /// The screen on top of the stack.
    public var topViewController: Presentable? { viewControllers.last }

    /// Shows `viewController` the way the screen on top is shown, as UIKit's
    /// `show(_:sender:)` adapts to its context: over a modal screen, presented over it (a
    /// screen pushed then would land under the modal one, out of sight); otherwise pushed.
    /// A flow that any feature may open, modal or not, shows its screen this way.
    public func show(_ viewController: Presentable, animated: Bool) {
        if presentedViewController == nil {
            pushViewController(viewController, animated: animated)
        } else {
            present(viewController, animated: animated)
        }
    }

    /// Takes back `viewController`, which `show` put on top: dismissed when it is the modal
    /// screen on top, else popped.
    public func hide(_ viewController: Presentable, animated: Bool) {
        if presentedViewController === viewController {
            dismiss(animated: animated)
        } else {
            popViewController(animated: animated)
        }
    }
}
