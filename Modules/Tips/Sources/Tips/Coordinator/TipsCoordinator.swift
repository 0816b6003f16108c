import Core
import Shared

/// Presents the Tips screen modally and dismisses it when the user goes back.
final class TipsCoordinator: BaseCoordinator<Void> {
    private weak var navigation: NavigationControllable?
    private let screen: Presentable
    private let close: Observable<Void>

    init(navigation: NavigationControllable, screen: Presentable, close: Observable<Void>) {
        self.navigation = navigation
        self.screen = screen
        self.close = close
    }

    override func start() -> Observable<Void> {
        navigation?.present(screen, animated: true)
        return
            close
            .take(1)
            .do(onMainActor: { [weak self] in self?.navigation?.dismiss(animated: true) })
    }
}
