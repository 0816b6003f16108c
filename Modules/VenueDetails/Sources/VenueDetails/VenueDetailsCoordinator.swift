import Core
import Shared
import TipsInterface
import VenueDetailsInterface

// README: coordinator
/// Pushes the details screen, pops it when the user goes back, and opens its routes, each
/// from a command or a link. A flow that fails is reported on the screen's status line, and
/// the next request opens it again.
final class VenueDetailsCoordinator: BaseCoordinator<Void>, Routing {
    private weak var navigation: NavigationControllable?
    private let screen: VenueDetailsViewController
    private let provider: VenueDetailsDependencyProvider

    init(
        navigation: NavigationControllable, screen: VenueDetailsViewController, provider: VenueDetailsDependencyProvider
    ) {
        self.navigation = navigation
        self.screen = screen
        self.provider = provider
    }

    override func start() -> MainActorObservable<Void> {
        let outputs = screen.viewModel.outputs
        return show(screen, on: navigation, as: .push, routes: outputs.route, until: outputs.close)
    }

    @discardableResult
    func navigate(to route: VenueDetailsRoute) -> NavigationNode? {
        guard let navigation else { return nil }
        let inputs = screen.viewModel.inputs
        switch route {
        case .tips(let input):
            return openChild(
                { provider.dependency.tipsBuilder.buildModule(with: navigation, input: input) },
                onFailure: { error in
                    inputs.notice.accept(VenueDetailsStrings.english.text("failure.tips", ["reason": "\(error)"]))
                })
        }
    }
}

extension VenueDetailsCoordinator: LinkFollowing {
    /// Once the venue has loaded (the `tips` command is refused before), opens the route the
    /// next piece names and hands it the rest.
    func follow(_ walk: inout LinkWalk) async throws(LinkError) {
        await walk.settled()
        try await walk.follow(self, as: route(for:))
    }

    /// The route a link's step names, made as the command it stands for makes it: `tips` is
    /// this venue's tips once it has loaded; nil before, as the `tips` command is refused then.
    private func route(for step: LinkWalk.Step) -> VenueDetailsRoute? {
        switch step.piece {
        case TipsInput.edge.link.piece: screen.viewModel.tips().map(VenueDetailsRoute.tips)
        default: nil
        }
    }
}
// README: end
