import Core
import Map
import VenueDetails
import VenueDetailsInterface

extension AppComponent: MapDependency {
    /// VenueDetails, wired in here: Map knows only its interface.
    public var venueDetailsBuilder: VenueDetailsBuildable {
        VenueDetailsBuilder(dependency: self, container: container)
    }

    /// Search-as-you-type waits on the main queue, where the UI runs.
    public var scheduler: SchedulerType { MainScheduler.instance }
}
