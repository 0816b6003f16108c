import Core
import Shared
import TipsInterface

/// Derives VenueDetails' own objects from what the parent provides.
final class VenueDetailsDependencyProvider: DependencyProvider<VenueDetailsDependency> {
    var repository: VenueRepository { dependency.venueRepository }
    var tipsBuilder: TipsModuleBuildable { dependency.tipsBuilder }
    var mapURLHandler: MapURLHandling { shared { MapURLHandler() } }
    var formatter: VenueDetailsFormatter { shared { VenueDetailsFormatter(clock: dependency.clock, strings: VenueDetailsStrings.english) } }
}
