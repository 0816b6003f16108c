import Core
import CoreTesting
import Foundation
import SavedInterface
import SavedTesting
import Shared
import SharedTesting
import VenueDetailsInterface
import VenueDetailsTesting
import XCTest

@testable import Saved

/// What a parent provides to Saved, in tests.
struct Dependency: SavedDependency {
    let savedVenues: SavedVenueList
    let clock: WallClock = FixedClock(Fixtures.now)
    let venueDetailsBuilder: VenueDetailsBuildable
}

/// A bakery saved `daysAgo` days before the fixtures' now.
func saved(_ id: String, _ name: String, daysAgo: Double, city: String? = "Berlin") -> SavedVenue {
    SavedVenue(
        id: id, name: name, category: "Bakery", city: city, savedAt: Fixtures.now.addingTimeInterval(-daysAgo * 86_400))
}

/// Three saved venues, newest first: one a day old, one with no city, one five weeks old.
let savedList = [
    saved("a", "Linden Bakery", daysAgo: 1), saved("b", "Tram Oven", daysAgo: 3, city: nil),
    saved("c", "Corner Crumb", daysAgo: 40, city: "Lisbon"),
]
