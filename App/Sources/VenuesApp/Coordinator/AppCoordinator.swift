import Core
import Map
import MapInterface
import Shared

/// The root flow: shows Map, which runs for the life of the app, and runs the root features
/// the user opens. A feature that fails while it runs is handed to `onFailure`, and the next
/// one opens as usual.
public final class AppCoordinator: BaseCoordinator<Void> {
    private let component: AppComponent
    private let navigation: NavigationControllable
    private let city: String
    private let onFailure: @MainActor (Swift.Error) -> Void
    private let featureRequests = PublishRelay<RootFeature>()

    /// The root flow over `navigation`, starting in `city`; failures of the features it opens
    /// go to `onFailure`.
    public init(
        component: AppComponent, navigation: NavigationControllable, city: String,
        onFailure: @escaping @MainActor (Swift.Error) -> Void
    ) {
        self.component = component
        self.navigation = navigation
        self.city = city
        self.onFailure = onFailure
        super.init()
    }

    /// Runs `feature` over the current screens.
    public func open(_ feature: RootFeature) {
        featureRequests.accept(feature)
    }

    public override func start() -> Observable<Void> {
        let navigation = self.navigation
        coordinateEach(
            featureRequests.asObservable(), build: { feature in feature.build(navigation) }, onFailure: onFailure
        )
        .subscribe()
        .disposed(by: disposeBag)
        let map = MapBuilder(dependency: component, container: component.container)
            .buildModule(with: navigation, input: MapInput(city: city))
        return coordinate(to: map.coordinator)
    }
}
