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

    override func start() -> Observable<Void> {
        guard let navigation else { return .empty() }
        navigation.setViewControllers([screen], animated: false)
        let (viewModel, venueDetailsBuilder, links) = (screen.viewModel, self.venueDetailsBuilder, self.links)
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
    /// Takes `near/CITY`, `search=` and `filter=` on the list, then opens `venue/ID` as the
    /// list's own `venue` command would and hands the rest to the details.
    func follow(_ walk: LinkWalk) async -> Result<LinkWalk, LinkError> {
        var walk = walk
        let inputs = screen.viewModel.inputs
        // Each `near/CITY` in turn, as typing `near` twice would (the manifest allows repeats).
        while let city = walk.take(MapLinks.near) {
            inputs.action.accept(.near(city))
            await walk.settled()
        }
        let search = walk.take(MapLinks.search), filter = walk.take(MapLinks.filter)
        if let search { inputs.action.accept(.search(search)) }
        if let filter { inputs.action.accept(.filter(named: filter)) }
        if search != nil || filter != nil { await walk.settled() }
        if let id = walk.take(VenueDetailsLinks.venue) {
            return await links.handOff(walk, opening: "venue \(id)") { inputs.openID.accept(id) }
        }
        return .success(walk)
    }
}
