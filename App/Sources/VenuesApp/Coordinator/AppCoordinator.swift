import Core
import Map
import MapInterface
import Shared
import VenueDetailsInterface

/// The root flow: shows Map, which runs for the life of the app, runs the scaffolded
/// features the user opens, and keeps the saved venues that screens ask for. A feature that fails to build or fails while it runs is handed
/// to `onFailure`, and the next one opens as usual.
public final class AppCoordinator: BaseCoordinator<Void> {
    private let component: AppComponent
    private let features: [ScaffoldedFeature]
    private let navigation: NavigationControllable
    private let city: String
    private let onFailure: @MainActor (Swift.Error) -> Void
    private let featureRequests = PublishRelay<ScaffoldedFeature>()

    /// The root flow over `navigation`, starting in `city`, offering `features`; failures of
    /// the features it opens go to `onFailure`.
    public init(
        component: AppComponent, features: [ScaffoldedFeature], navigation: NavigationControllable, city: String,
        onFailure: @escaping @MainActor (Swift.Error) -> Void
    ) {
        self.component = component
        self.features = features
        self.navigation = navigation
        self.city = city
        self.onFailure = onFailure
        super.init()
        // Screens ask to save or unsave by raising an event; the root keeps the list, and a
        // failed write is reported like any other failure.
        let store = component.savedVenueStore
        addHandler { (event: VenueSavedEvent) in
            do throws(AtomicFile.WriteError) {
                try store.set(event.venue, saved: event.isSaved)
            } catch {
                onFailure(error)
            }
        }
    }

    /// Runs the scaffolded feature called `name`; false when there is none.
    public func open(feature name: String) -> Bool {
        let match = features.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }
        guard let feature = match else { return false }
        featureRequests.accept(feature)
        return true
    }

    /// The names `go` accepts.
    public var featureNames: [String] { features.map(\.name) }

    public override func start() -> Observable<Void> {
        let navigation = self.navigation
        coordinateEach(
            featureRequests.asObservable(), build: { feature in try feature.build(navigation) }, onFailure: onFailure
        )
        .subscribe()
        .disposed(by: disposeBag)
        let map = MapModuleBuilder(dependency: component, container: component.container)
            .buildModule(with: navigation, input: MapInput(city: city))
        return coordinate(to: map.coordinator)
    }
}
