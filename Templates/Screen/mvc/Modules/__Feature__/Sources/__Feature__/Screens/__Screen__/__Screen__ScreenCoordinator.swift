import Core

/// Shows the __Screen__ screen over its feature's (pushed, or presented over a modal one) and
/// takes it back when the user goes back.
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
        navigation?.show(controller, animated: true)
        return
            close
            .observe(on: MainScheduler.instance)
            .take(1)
            .do(onNext: { [weak self] in
                guard let self else { return }
                self.navigation?.hide(self.controller, animated: true)
            })
    }
}
