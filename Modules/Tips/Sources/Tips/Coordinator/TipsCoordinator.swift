import Core
import Shared

/// Presents the Tips screen modally and dismisses it when the user goes back.
final class TipsCoordinator: BaseCoordinator<Void> {
    private weak var navigation: NavigationControllable?
    private let viewController: TipsViewController

    init(navigation: NavigationControllable?, viewController: TipsViewController) {
        self.navigation = navigation
        self.viewController = viewController
    }

    override func start() -> Observable<Void> {
        navigation?.present(viewController, animated: true)
        viewController.viewDidLoad()
        return viewController.viewModel.outputs.close
            .take(1)
            .do(onNext: { [weak self] in self?.navigation?.dismiss(animated: true) })
    }
}
