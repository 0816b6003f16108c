import Core

/// Pushes the __Screen__ screen and pops it when the user goes back.
final class __Screen__ScreenCoordinator: BaseCoordinator<Void> {
    private weak var navigation: NavigationControllable?
    /// The screen, for tests.
    let controller: __Screen__Controller
    private let close: Observable<Void>

    init(navigation: NavigationControllable, model: __Screen__Model) {
        self.navigation = navigation
        controller = __Screen__Controller(model: model)
        close = model.close.asObservable()
    }

    override func start() -> MainActorObservable<Void> {
        navigation?.pushViewController(controller, animated: true)
        return
            close
            .observe(on: MainScheduler.instance)
            .take(1)
            .do(onNext: { [weak self] in _ = self?.navigation?.popViewController(animated: true) })
    }
}
