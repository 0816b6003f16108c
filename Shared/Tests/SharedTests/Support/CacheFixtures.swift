import Foundation
import Shared
import XCTest

/// `count` bars in one town, with ids `prefix0`, `prefix1`, …: the values the cache tests store.
func cachedVenues(_ count: Int, prefix: String = "v") -> [Venue] {
    (0..<count).map { index in
        Venue(
            id: "\(prefix)\(index)", name: "Venue \(index)",
            categories: [VenueCategory(id: "1", name: "Bar", shortName: "Bar", pluralName: "Bars")],
            coordinate: Coordinate(latitude: 1, longitude: 2),
            address: Address(
                street: nil, locality: "Town", region: nil, postcode: nil, country: nil, formatted: nil),
            hours: nil, contact: Contact(phone: nil, website: nil, email: nil), rating: 7, isVerified: false,
            photos: [],
            tips: [
                Tip(id: "t", text: "Nice", author: nil, createdAt: Date(timeIntervalSince1970: 1_000), likes: 1)
            ], distance: index
        )
    }
}
