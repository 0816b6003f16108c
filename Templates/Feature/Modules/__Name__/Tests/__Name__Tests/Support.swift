import Core
import CoreTesting
import Foundation
import Shared
import SharedTesting
import XCTest
import __Name__Interface
import __Name__Testing

@testable import __Name__

/// What a parent provides to __Name__, in tests.
struct Dependency: __Name__Dependency {
    let venueRepository: VenueRepository
}

/// Twelve venues rated 1 to 12, in no particular order.
func repository() -> FakeVenueRepository {
    let venues = [5, 12, 1, 9, 3, 11, 7, 2, 10, 4, 8, 6].map { rating in
        Fixtures.venue(id: "v\(rating)", name: "Venue \(rating)", rating: Double(rating))
    }
    return FakeVenueRepository(venues: venues, cities: [Fixtures.amsterdam])
}
