import Core
import XCTest

/// `LockedBox`: the public box tests and apps share values through.
final class LockedBoxTests: XCTestCase {
    func testEachChangeAppliesToTheValueNow() {
        let box = LockedBox([1])
        box.append(2)
        box.mutate { $0.append(3) }
        XCTAssertEqual(box.withLock { $0.removeFirst() }, 1)
        XCTAssertEqual(box.value, [2, 3])
        box.set([9])
        XCTAssertEqual(box.value, [9])
        XCTAssertThrowsError(try box.withLock { _ in throw TestError() }) {
            XCTAssertEqual($0 as? TestError, TestError())
        }
        XCTAssertEqual(box.value, [9], "a throwing body changed nothing")
    }

    func testNoIncrementIsLostWhenThreadsRace() {
        let count = LockedBox(0)
        XCTAssertTrue(onThreads(8) { _ in for _ in 0..<2_000 { count.increment() } })
        XCTAssertEqual(count.value, 16_000)
    }
}
