import Core
import SavedInterface
import Shared
import VenueDetailsInterface

/// Pushes the Saved list, pops it when the user goes back, and opens its routes, each from
/// the list, a command or a link. A flow that fails is reported on the status line; the next
/// one still opens.
final class SavedCoordinator: BaseCoordinator<Void>, Routing {
    private weak var navigation: NavigationControllable?
    private let screen: SavedViewController
    private let provider: SavedDependencyProvider

    init(navigation: NavigationControllable, screen: SavedViewController, provider: SavedDependencyProvider) {
        self.navigation = navigation
        self.screen = screen
        self.provider = provider
    }

    override func start() -> MainActorObservable<Void> {
        let outputs = screen.viewModel.outputs
        return show(screen, on: navigation, as: .push, routes: outputs.route, until: outputs.close)
    }

    @discardableResult
    func navigate(to route: SavedRoute) -> NavigationNode? {
        guard let navigation else { return nil }
        let inputs = screen.viewModel.inputs
        switch route {
        case .venueDetails(let input):
            return openChild(
                { provider.dependency.venueDetailsBuilder.buildModule(with: navigation, input: input) },
                onFailure: { error in
                    inputs.notice.accept(SavedStrings.english.text("failure.details", ["reason": "\(error)"]))
                })
        }
    }
}

extension SavedCoordinator: LinkFollowing {
    /// Once the list has loaded, opens the route the next piece names and hands it the rest.
    func follow(_ walk: inout LinkWalk) async throws(LinkError) {
        await walk.settled()
        try await walk.follow(self, as: route(for:))
    }

    /// The route a link's step names, made as the command it stands for makes it: `venue/ID`
    /// is the saved venue with that id, named as the list names it once read.
    private func route(for step: LinkWalk.Step) -> SavedRoute? {
        switch step.piece {
        case VenueDetailsInput.edge.link.piece: .venueDetails(screen.viewModel.details(of: step.value))
        default: nil
        }
    }
}
