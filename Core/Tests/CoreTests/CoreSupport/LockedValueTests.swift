import XCTest

@testable import CoreSupport

/// `LockedValue`: the value changes under the lock only, and goes with the box.
final class LockedValueTests: XCTestCase {
    private final class Shared: Sendable {
        let counts = LockedValue<[Int: Int]>([:])
    }

    func testNoChangeIsLostWhenThreadsRace() {
        let shared = Shared()
        XCTAssertTrue(
            onThreads(8) { index in
                for _ in 0..<2_000 { shared.counts.withLock { $0[index, default: 0] += 1 } }
            })
        XCTAssertEqual(shared.counts.withLock { $0 }, Dictionary(uniqueKeysWithValues: (0..<8).map { ($0, 2_000) }))
    }

    func testTheValueIsReleasedWithTheBox() {
        final class Held: Sendable {}
        weak var held: Held?
        do {
            let box = LockedValue(Held())
            held = box.withLock { $0 }
            XCTAssertNotNil(held)
        }
        XCTAssertNil(held, "the box keeps its value until it goes, then lets it go")
    }
}
