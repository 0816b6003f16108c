import Core
import Shared

/// Presents the Tips screen modally and dismisses it when the user goes back.
final class TipsCoordinator: BaseCoordinator<Void> {
    private weak var navigation: NavigationControllable?
    private let screen: TipsViewController
    private let provider: TipsDependencyProvider

    init(navigation: NavigationControllable, screen: TipsViewController, provider: TipsDependencyProvider) {
        self.navigation = navigation
        self.screen = screen
        self.provider = provider
    }

    override func start() -> Observable<Void> {
        navigation?.present(screen, animated: true)
        return screen.viewModel.outputs.close
            .take(1)
            .do(onMainActor: { [weak self] in self?.navigation?.dismiss(animated: true) })
    }
}
