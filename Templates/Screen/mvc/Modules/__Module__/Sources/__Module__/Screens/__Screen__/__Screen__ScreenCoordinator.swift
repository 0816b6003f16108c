import Core

/// Pushes the __Screen__ screen and pops it when the user goes back.
final class __Screen__ScreenCoordinator: BaseCoordinator<Void> {
    private weak var navigation: NavigationControllable?
    let controller: __Screen__Controller

    init(navigation: NavigationControllable?) {
        self.navigation = navigation
        controller = __Screen__Controller(model: __Screen__Model())
    }

    override func start() -> Observable<Void> {
        navigation?.pushViewController(controller, animated: true)
        return controller.model.close
            .take(1)
            .do(onNext: { [weak self] in _ = self?.navigation?.popViewController(animated: true) })
    }
}
