import Core

/// Runs the __Screen__ VIPER module: shows its view and ends when its router closes it.
final class __Screen__ScreenCoordinator: BaseCoordinator<Void> {
    let viewController: __Screen__ViewController
    private let router: __Screen__Router

    init(navigation: NavigationControllable, interactor: __Screen__Interactor) {
        (viewController, router) = __Screen__Assembly.build(navigation: navigation, interactor: interactor)
    }

    override func start() -> MainActorObservable<Void> {
        router.show(viewController)
        return router.closed.observe(on: MainScheduler.instance).take(1)
    }
}
