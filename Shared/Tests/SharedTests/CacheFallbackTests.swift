import Core
import CoreTesting
import Foundation
import Shared
import SharedTesting
import XCTest

final class CacheFallbackTests: XCTestCase {
    func testItSaysWhatFailedAndHowOldTheDataShownInsteadIs() {
        let fallback = CacheFallback(
            error: VenueDataError.noConnection("offline"), savedAt: Fixtures.now.addingTimeInterval(-12 * 60))
        let text = fallback.description(clock: FixedClock(Fixtures.now))
        XCTAssertTrue(text.hasPrefix("\(VenueDataError.noConnection("offline")) "), text)
        XCTAssertTrue(text.hasSuffix("Showing data saved 12 min ago."), text)
    }
}
