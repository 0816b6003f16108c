import Core
import Map
import MapInterface

/// The root flow: shows Map, which runs for the life of the app.
public final class AppCoordinator: BaseCoordinator<Void> {
    private let component: AppComponent
    private let navigation: NavigationControllable
    private let city: String

    /// The root flow over `navigation`, starting in `city`.
    public init(component: AppComponent, navigation: NavigationControllable, city: String) {
        self.component = component
        self.navigation = navigation
        self.city = city
    }

    /// Runs the scaffolded feature called `name`; false when there is none.
    public func open(feature name: String) -> Bool {
        guard let feature = component.scaffoldedFeatures.first(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame }) else {
            return false
        }
        do {
            coordinate(to: try feature.build(navigation).coordinator)
                .subscribe()
                .disposed(by: disposeBag)
        } catch {
            return false
        }
        return true
    }

    /// The names `go` accepts.
    public var featureNames: [String] { component.scaffoldedFeatures.map(\.name) }

    public override func start() -> Observable<Void> {
        do {
            let map = try MapModuleBuilder(dependency: component, container: component.container)
                .buildModule(with: navigation, input: MapInput(city: city))
            return coordinate(to: map.coordinator)
        } catch {
            return .error(error)
        }
    }
}
