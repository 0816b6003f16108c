import Core
import Shared
import TipsInterface

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

extension TipsCoordinator: LinkFollowing {
    /// Takes `sort=`; Tips opens nothing below it.
    func follow(_ walk: LinkWalk) async -> Result<LinkWalk, LinkError> {
        var walk = walk
        switch walk.take(TipsLinks.sort) {
        case "liked"?: screen.viewModel.inputs.sortSelected.accept(.popular)
        case "newest"?: screen.viewModel.inputs.sortSelected.accept(.recent)
        case let other?: return .failure(walk.failure("\"\(other)\" is not a value sort takes"))
        case nil: break
        }
        return .success(walk)
    }
}
