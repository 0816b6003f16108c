import Core
import CoreTesting
import XCTest

final class EventTests: LeakCheckedTestCase {
    func testMapTransformsAnElementAndAThrowingTransformBecomesAnError() {
        XCTAssertEqual(Event.next(2).map { $0 * 10 }, .next(20))
        XCTAssertEqual(Event<Int>.completed.map { $0 * 10 }, .completed)
        XCTAssertEqual(Event<Int>.error(TestError("a")).map { $0 * 10 }, .error(TestError("a")))
        XCTAssertEqual(Event.next(2).map { _ -> Int in throw TestError("b") }, .error(TestError("b")))
    }

    /// Errors compare by type and description, which is all a test can state about them.
    func testEventsCompareAsATestStatesThem() {
        XCTAssertEqual(Event<Int>.error(TestError("x")), .error(TestError("x")))
        XCTAssertNotEqual(Event<Int>.error(TestError("x")), .error(TestError("y")))
        XCTAssertNotEqual(Event<Int>.error(TestError("x")), .error(RxError.timeout))
        XCTAssertNotEqual(Event.next(1), .completed)
    }

    func testTheAccessorsNameWhatTheEventCarries() {
        let next = Event.next("a")
        XCTAssertEqual(next.element, "a")
        XCTAssertNil(next.error)
        XCTAssertFalse(next.isStopEvent)
        XCTAssertTrue(Event<String>.completed.isCompleted)
        XCTAssertTrue(Event<String>.completed.isStopEvent)
        XCTAssertEqual(Event<String>.error(TestError("e")).error as? TestError, TestError("e"))
        XCTAssertFalse(Event<String>.error(TestError("e")).isCompleted)
        XCTAssertEqual(Event.next(1).debugDescription, "next(1)")
        XCTAssertEqual(Event<Int>.completed.debugDescription, "completed")
    }
}
