import Core

/// Pushes the __Screen__ screen and pops it when the user goes back.
final class __Screen__ScreenCoordinator: BaseCoordinator<Void> {
    private weak var navigation: NavigationControllable?
    let viewController: __Screen__ViewController

    init(navigation: NavigationControllable?) {
        self.navigation = navigation
        viewController = __Screen__ViewController(viewModel: __Screen__ViewModel())
    }

    override func start() -> Observable<Void> {
        navigation?.pushViewController(viewController, animated: true)
        return viewController.viewModel.outputs.close
            .take(1)
            .do(onNext: { [weak self] in _ = self?.navigation?.popViewController(animated: true) })
    }
}
