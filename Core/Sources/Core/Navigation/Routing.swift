/// How a flow puts its screen on the navigation, and so how it takes it away when it ends.
public enum ScreenPresentation: Sendable {
    /// As the whole stack: the app's home, which no user action closes.
    case root
    /// Pushed; popped when the flow ends.
    case push
    /// Presented modally; dismissed when the flow ends.
    case present
}

/// A flow whose edges are the cases of one `Route` enum (XCoordinator's route, RxFlow's step):
/// a tap, a command and a link each become a `Route`, and `navigate(to:)` is the one place
/// that opens the screen it names, so an edge added to the enum is an edge the compiler makes
/// every flow of the feature handle.
@MainActor
public protocol Routing: AnyObject {
    /// Where the flow's screen can go.
    associatedtype Route: Sendable

    /// Opens `route`'s screen as a child flow and returns that child, already running, for a
    /// link to hand the rest of its path to; nil when nothing opened (the build failed, and
    /// the flow reported why where the user sees it).
    @discardableResult
    func navigate(to route: Route) -> NavigationNode?
}

extension Routing where Self: BaseCoordinator<Void> {
    /// The body of a one-screen flow's `start()`: shows `screen` as `show(_:on:as:until:)`
    /// does, and sends each of `routes` (the view model's taps and commands) to
    /// `navigate(to:)` until the flow ends.
    public func show(
        _ screen: Presentable, on navigation: NavigationControllable?, as presentation: ScreenPresentation,
        routes: Observable<Route>, until close: Observable<Void>
    ) -> MainActorObservable<Void> {
        let routing =
            routes
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] in self?.navigate(to: $0) })
        // Held by the flow too, so a flow whose result nobody subscribes does not leak it.
        disposeBag.insert(routing)
        return show(screen, on: navigation, as: presentation, until: close).do(onDispose: { routing.dispose() })
    }
}

extension BaseCoordinator where ResultType == Void {
    /// The body of the `start()` of a flow that opens nothing: puts `screen` on `navigation`
    /// by `presentation` and ends at the first `close`, taking the screen away as it came. The
    /// flow ends at once when the navigation is already gone.
    public func show(
        _ screen: Presentable, on navigation: NavigationControllable?, as presentation: ScreenPresentation,
        until close: Observable<Void>
    ) -> MainActorObservable<Void> {
        guard let navigation else { return .empty() }
        switch presentation {
        case .root: navigation.setViewControllers([screen], animated: false)
        case .push: navigation.pushViewController(screen, animated: true)
        case .present: navigation.present(screen, animated: true)
        }
        // The navigation outlives its flows; held weakly so a flow never keeps it.
        return close.observe(on: MainScheduler.instance)
            .take(1)
            .do(onNext: { [weak navigation] in
                switch presentation {
                case .root: break
                case .push: navigation?.popViewController(animated: true)
                case .present: navigation?.dismiss(animated: true)
                }
            })
    }
}
