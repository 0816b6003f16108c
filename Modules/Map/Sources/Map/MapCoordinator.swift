import Core
import MapInterface
import Shared
import VenueDetailsInterface

/// Makes the Map screen the root and opens VenueDetails for the chosen venue. A VenueDetails
/// flow that fails is reported on Map's status line and the next venue opens as usual. The
/// root flow ends only with the app.
final class MapCoordinator: BaseCoordinator<Void> {
    private weak var navigation: NavigationControllable?
    private let screen: MapViewController
    private let venueDetailsBuilder: VenueDetailsBuildable
    private let links = LinkHandOff()

    init(navigation: NavigationControllable, screen: MapViewController, venueDetailsBuilder: VenueDetailsBuildable) {
        self.navigation = navigation
        self.screen = screen
        self.venueDetailsBuilder = venueDetailsBuilder
    }

    override func start() -> MainActorObservable<Void> {
        guard let navigation else { return .empty() }
        navigation.setViewControllers([screen], animated: false)
        let viewModel = screen.viewModel
        let venueDetailsBuilder = self.venueDetailsBuilder
        let links = self.links
        coordinateEach(
            viewModel.outputs.showVenue,
            build: { input in links.started(venueDetailsBuilder.buildModule(with: navigation, input: input)) },
            onFailure: { error in
                viewModel.inputs.action.accept(
                    .notice(MapStrings.english.text("failure.details", ["reason": "\(error)"])))
            }
        )
        .subscribe()
        .disposed(by: disposeBag)
        return .never()
    }
}

extension MapCoordinator: LinkFollowing {
    /// Takes `near/CITY` (each in turn, as typing `near` twice would), `search=` and `filter=`
    /// as the list's commands would, then hands the rest to `venue/ID`'s details.
    func follow(_ walk: inout LinkWalk) async throws(LinkError) {
        let inputs = screen.viewModel.inputs
        var actions = [MapAction]()
        while let city = walk.take(MapLinks.near) { actions.append(.near(city)) }
        if let search = walk.take(MapLinks.search) { actions.append(.search(search)) }
        if let filter = walk.take(MapLinks.filter) { actions.append(.filter(named: filter)) }
        for action in actions {
            inputs.action.accept(action)
            await walk.settled()
        }
        try await links.follow(VenueDetailsLinks.venue, of: &walk) { inputs.openID.accept($0) }
    }
}
