import Core
import CoreTesting
import Foundation
import Shared
import SharedTesting
import TerminalUI
import TipsInterface
import TipsTesting
import VenueDetailsInterface
import XCTest

@testable import VenueDetails

/// What a parent provides to VenueDetails, in tests.
struct Dependency: VenueDetailsDependency {
    let venueRepository: VenueRepository
    let clock: WallClock = FixedClock(Fixtures.now)
    let savedVenues: SavedVenueList
    let tipsBuilder: TipsBuildable
}

/// The fixture venue with five tips, "Tip 1" (1 like, 1 day old) to "Tip 5" (5 likes, 5 days old).
func venue() -> Venue {
    Fixtures.venue(
        tips: (1...5).map { Fixtures.tip("t\($0)", "Tip \($0)", daysAgo: Double($0), likes: $0, author: "Ana") })
}

extension VenueDetailsRoute {
    /// The venue whose screen the route opens.
    var venueID: String {
        switch self {
        case .tips(let input): input.venueID
        }
    }
}
