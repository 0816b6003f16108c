import Core

/// Shows the __Screen__ screen over its feature's (pushed, or presented over a modal one) and
/// takes it back when the user goes back.
final class __Screen__ScreenCoordinator: BaseCoordinator<Void> {
    private weak var navigation: NavigationControllable?
    /// The screen, for tests.
    let viewController: __Screen__ViewController
    private let close: Observable<Void>

    init(navigation: NavigationControllable, viewModel: __Screen__ViewModel) {
        self.navigation = navigation
        viewController = __Screen__ViewController(viewModel: viewModel)
        close = viewModel.outputs.close
    }

    override func start() -> MainActorObservable<Void> {
        navigation?.show(viewController, animated: true)
        return
            close
            .observe(on: MainScheduler.instance)
            .take(1)
            .do(onNext: { [weak self] in
                guard let self else { return }
                self.navigation?.hide(self.viewController, animated: true)
            })
    }
}
