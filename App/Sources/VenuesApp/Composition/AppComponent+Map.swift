import Core
import Map
import MapInterface

extension AppComponent: MapDependency {
    /// Search-as-you-type waits on the main queue, where the UI runs.
    public var scheduler: SchedulerType { MainScheduler.instance }

    /// Map on `city`: the app's home.
    func mapModule(over navigation: NavigationControllable, city: String) -> Module<Void> {
        MapBuilder(dependency: self).buildModule(with: navigation, input: MapInput(city: city))
    }
}
