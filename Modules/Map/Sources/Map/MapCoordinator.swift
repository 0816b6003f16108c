import Core
import MapInterface
import Shared
import VenueDetailsInterface

/// Makes the Map screen the root and opens its routes, each from the list, a command or a
/// link. A flow that fails is reported on Map's status line and the next one opens as usual.
/// The root flow ends only with the app.
final class MapCoordinator: BaseCoordinator<Void>, Routing {
    private weak var navigation: NavigationControllable?
    private let screen: MapViewController
    private let provider: MapDependencyProvider

    init(navigation: NavigationControllable, screen: MapViewController, provider: MapDependencyProvider) {
        self.navigation = navigation
        self.screen = screen
        self.provider = provider
    }

    override func start() -> MainActorObservable<Void> {
        show(screen, on: navigation, as: .root, routes: screen.viewModel.outputs.route, until: .never())
    }

    @discardableResult
    func navigate(to route: MapRoute) -> NavigationNode? {
        guard let navigation else { return nil }
        let inputs = screen.viewModel.inputs
        switch route {
        case .venueDetails(let input):
            return openChild(
                { provider.dependency.venueDetailsBuilder.buildModule(with: navigation, input: input) },
                onFailure: { error in
                    inputs.action.accept(.notice(MapStrings.english.text("failure.details", ["reason": "\(error)"])))
                })
        }
    }
}

extension MapCoordinator: LinkFollowing {
    /// Takes `near/CITY` (each in turn, as typing `near` twice would), `search=` and `filter=`
    /// as the list's commands would, then opens the route the next piece names and hands it
    /// the rest.
    func follow(_ walk: inout LinkWalk) async throws(LinkError) {
        let viewModel = screen.viewModel
        var actions = [MapAction]()
        while let city = walk.take(MapLinks.near) { actions.append(.near(city)) }
        if let search = walk.take(MapLinks.search) { actions.append(.search(search)) }
        if let filter = walk.take(MapLinks.filter) { actions.append(.filter(named: filter)) }
        for action in actions {
            viewModel.inputs.action.accept(action)
            await walk.settled()
        }
        try await walk.follow(self, as: route(for:))
    }

    /// The route a link's step names, made as the command it stands for makes it: `venue/ID`
    /// is the venue with that id, named as the list names it once read.
    private func route(for step: LinkWalk.Step) -> MapRoute? {
        switch step.piece {
        case VenueDetailsInput.edge.link.piece: .venueDetails(screen.viewModel.details(of: step.value))
        default: nil
        }
    }
}
