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
