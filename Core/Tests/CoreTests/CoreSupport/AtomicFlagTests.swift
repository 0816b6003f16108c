import Foundation
import XCTest

@testable import CoreSupport

/// `AtomicFlag`: set once on one thread, seen set on every other.
final class AtomicFlagTests: XCTestCase {
    func testAFlagSetOnOneThreadIsSeenOnTheOthers() {
        let flag = AtomicFlag()
        XCTAssertFalse(flag.isSet)
        let seen = LockedBox(0)
        XCTAssertTrue(
            onThreads(4) { index in
                if index == 0 { flag.set() }
                // Each waits for the set, however late its thread starts.
                while !flag.isSet { sched_yield() }
                seen.increment()
            })
        XCTAssertEqual(seen.value, 4)
        XCTAssertTrue(flag.isSet)
    }
}
