import Core
import Shared
import VenueDetailsInterface

/// Makes the Map screen the root, opens VenueDetails for the chosen venue, and marks venues
/// saved elsewhere in the tree. The root flow ends only with the app.
final class MapCoordinator: BaseCoordinator<Void> {
    private weak var navigation: NavigationControllable?
    private let viewController: MapViewController
    private let venueDetailsBuilder: VenueDetailsModuleBuildable

    init(navigation: NavigationControllable?, viewController: MapViewController, venueDetailsBuilder: VenueDetailsModuleBuildable) {
        self.navigation = navigation
        self.viewController = viewController
        self.venueDetailsBuilder = venueDetailsBuilder
        super.init()
        let actions = viewController.viewModel.inputs.action
        addHandler { (event: VenueSavedEvent) in actions.accept(.setSaved(event.venueID, event.isSaved)) }
    }

    override func start() -> Observable<Void> {
        navigation?.setViewControllers([viewController], animated: false)
        viewController.viewDidLoad()
        viewController.viewModel.outputs.showVenue
            .flatMap { [weak self] input -> Observable<Void> in
                guard let self, let navigation = self.navigation else { return .empty() }
                do {
                    return coordinate(to: try venueDetailsBuilder.buildModule(with: navigation, input: input).coordinator)
                } catch {
                    return .error(error)
                }
            }
            .subscribe()
            .disposed(by: disposeBag)
        return .never()
    }
}
