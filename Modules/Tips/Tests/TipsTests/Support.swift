import Core
import CoreTesting
import Shared
import SharedTesting
import TerminalUI
import TipsInterface
import XCTest

@testable import Tips

/// What a parent provides to Tips, in tests.
struct Dependency: TipsDependency {
    let venueRepository: VenueRepository
    let clock: WallClock = FixedClock(Fixtures.now)
}
