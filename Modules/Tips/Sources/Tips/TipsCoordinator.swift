import Core
import Shared
import TipsInterface

/// Presents the Tips screen modally and dismisses it when the user goes back.
final class TipsCoordinator: BaseCoordinator<Void> {
    private weak var navigation: NavigationControllable?
    private let screen: TipsViewController

    init(navigation: NavigationControllable, screen: TipsViewController) {
        self.navigation = navigation
        self.screen = screen
    }

    override func start() -> MainActorObservable<Void> {
        navigation?.present(screen, animated: true)
        return screen.viewModel.outputs.close
            .observe(on: MainScheduler.instance)
            .take(1)
            .do(onNext: { [weak self] in self?.navigation?.dismiss(animated: true) })
    }
}

extension TipsCoordinator: LinkFollowing {
    /// Takes `sort=` (checked with the rest of the link first); Tips opens nothing below it.
    func follow(_ walk: inout LinkWalk) async throws(LinkError) {
        walk.take(TipsLinks.sort, as: TipsOrder.init(rawValue:)).map(screen.viewModel.inputs.orderSelected.accept)
    }
}
