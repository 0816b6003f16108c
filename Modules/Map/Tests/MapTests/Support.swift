import Core
import CoreTesting
import Foundation
import MapInterface
import MapTesting
import Shared
import SharedLive
import SharedTesting
import TerminalUI
import VenueDetailsInterface
import VenueDetailsTesting
import XCTest

@testable import Map

struct Dependency: MapDependency {
    let venueRepository: VenueRepository
    let venueDetailsBuilder: VenueDetailsBuildable
    let savedVenues: SavedVenueList
    let scheduler: SchedulerType
}

/// The embedded dataset, as the app uses it.
func embedded() throws -> VenueRepository {
    try EmbeddedVenueProvider.bundled()
}

extension MapRoute {
    /// The venue whose details the route opens.
    var venue: VenueDetailsInput {
        switch self {
        case .venueDetails(let input): input
        }
    }
}
