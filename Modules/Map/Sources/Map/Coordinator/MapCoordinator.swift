import Core
import Shared
import VenueDetailsInterface

/// Makes the Map screen the root and opens VenueDetails for the chosen venue. A VenueDetails flow that fails is reported on Map's status
/// line and the next venue opens as usual. The root flow ends only with the app.
final class MapCoordinator: BaseCoordinator<Void> {
    private weak var navigation: NavigationControllable?
    private let screen: Presentable
    private let showVenue: Observable<VenueDetailsInput>
    private let actions: PublishRelay<MapAction>
    private let venueDetailsBuilder: VenueDetailsModuleBuildable

    init(
        navigation: NavigationControllable,
        screen: Presentable,
        showVenue: Observable<VenueDetailsInput>,
        actions: PublishRelay<MapAction>,
        venueDetailsBuilder: VenueDetailsModuleBuildable
    ) {
        self.navigation = navigation
        self.screen = screen
        self.showVenue = showVenue
        self.actions = actions
        self.venueDetailsBuilder = venueDetailsBuilder
    }

    override func start() -> Observable<Void> {
        guard let navigation else { return .empty() }
        navigation.setViewControllers([screen], animated: false)
        let actions = self.actions
        coordinateEach(
            showVenue,
            build: { [venueDetailsBuilder] input in
                try venueDetailsBuilder.buildModule(with: navigation, input: input)
            },
            onFailure: { error in
                actions.accept(.notice(MapStrings.english.text("failure.details", ["reason": "\(error)"])))
            }
        )
        .subscribe()
        .disposed(by: disposeBag)
        return .never()
    }
}
