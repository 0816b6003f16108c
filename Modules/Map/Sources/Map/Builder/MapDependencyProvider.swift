import Core
import Shared
import VenueDetailsInterface

/// Derives Map's own objects from what the parent provides.
final class MapDependencyProvider: DependencyProvider<MapDependency> {
    var repository: VenueRepository { dependency.venueRepository }
    var venueDetailsBuilder: VenueDetailsModuleBuildable { dependency.venueDetailsBuilder }
    var scheduler: SchedulerType { dependency.scheduler }
    var formatter: MapFormatter { shared { MapFormatter(strings: MapStrings.english) } }
}
