import Core
import Shared

/// Makes the Map screen the root and opens VenueDetails for the chosen venue. A VenueDetails
/// flow that fails is reported on Map's status line and the next venue opens as usual. The
/// root flow ends only with the app.
final class MapCoordinator: BaseCoordinator<Void> {
    private weak var navigation: NavigationControllable?
    private let screen: MapViewController
    private let provider: MapDependencyProvider

    init(navigation: NavigationControllable, screen: MapViewController, provider: MapDependencyProvider) {
        self.navigation = navigation
        self.screen = screen
        self.provider = provider
    }

    override func start() -> Observable<Void> {
        guard let navigation else { return .empty() }
        navigation.setViewControllers([screen], animated: false)
        let (viewModel, venueDetailsBuilder) = (screen.viewModel, provider.dependency.venueDetailsBuilder)
        coordinateEach(
            viewModel.outputs.showVenue,
            build: { input in venueDetailsBuilder.buildModule(with: navigation, input: input) },
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
