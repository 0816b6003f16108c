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
    private let features: [RootFeature]
    /// The Map flow, once started: where a link that opens no root feature goes.
    private weak var map: LinkFollowing?
    private let onFailure: @MainActor (Swift.Error) -> Void
    private let featureRequests = PublishRelay<RootFeature>()

    /// The root flow over `navigation`, starting in `city`, offering `features` (by their
    /// entries, and to links); failures of the features it opens go to `onFailure`.
    public init(
        component: AppComponent, navigation: NavigationControllable, city: String, features: [RootFeature],
        onFailure: @escaping @MainActor (Swift.Error) -> Void
    ) {
        self.component = component
        self.navigation = navigation
        self.city = city
        self.features = features
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
        self.map = map.coordinator as? LinkFollowing
        return coordinate(to: map.coordinator)
    }
}

extension AppCoordinator: LinkFollowing {
    /// Hands the link to the Map flow, whose screen is the root; then opens each root feature
    /// the rest names, as its entry's command would over whatever screen is on top, and hands
    /// it what follows.
    public func follow(_ walk: LinkWalk) async -> Result<LinkWalk, LinkError> {
        guard let map else { return .failure(walk.failure("the list is not running")) }
        var rest: LinkWalk
        switch await map.follow(walk) {
        case .failure(let error): return .failure(error)
        case .success(let left): rest = left
        }
        while let feature = features.first(where: { $0.entry.command.name == rest.next }) {
            _ = rest.take(LinkRoute(feature.entry.command.name))
            switch await handOff(rest, opening: feature.entry.title, by: { open(feature) }) {
            case .failure(let error): return .failure(error)
            case .success(let left): rest = left
            }
        }
        return .success(rest)
    }
}
