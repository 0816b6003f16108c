import Core
import Shared

/// Derives VenueDetails' own objects from what the parent provides.
final class VenueDetailsDependencyProvider: DependencyProvider<VenueDetailsDependency> {
    var mapURLHandler: MapURLHandling { shared { MapURLHandler() } }
    var formatter: VenueDetailsFormatter {
        shared { VenueDetailsFormatter(clock: dependency.clock, strings: VenueDetailsStrings.english) }
    }
}
