import Core
import Shared
import TipsInterface

/// Presents the Tips screen modally and dismisses it when the user goes back. `TipsRoute` has
/// no case yet, so it opens nothing: its first edge makes it `Routing`, with `navigate(to:)`.
final class TipsCoordinator: BaseCoordinator<Void> {
    private weak var navigation: NavigationControllable?
    private let screen: TipsViewController

    init(navigation: NavigationControllable, screen: TipsViewController) {
        self.navigation = navigation
        self.screen = screen
    }

    override func start() -> MainActorObservable<Void> {
        show(screen, on: navigation, as: .present, until: screen.viewModel.outputs.close)
    }
}

extension TipsCoordinator: LinkFollowing {
    /// Takes `sort=`, checked with the rest of the link first.
    func follow(_ walk: inout LinkWalk) async throws(LinkError) {
        walk.take(TipsLinks.sort, as: TipsOrder.init(rawValue:)).map(screen.viewModel.inputs.orderSelected.accept)
    }
}
