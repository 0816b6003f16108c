import Core
import CoreTesting
import XCTest

final class SingleAssignmentDisposableTests: LeakCheckedTestCase {
    /// RxSwift's contract for a set-once holder, in either order, plus a second set.
    func testSingleAssignmentDisposableSetThenDisposeDisposeThenSetAndSetTwice() {
        let setFirst = SingleAssignmentDisposable()
        let held = BooleanDisposable()
        setFirst.setDisposable(held)
        XCTAssertFalse(setFirst.isDisposed)
        XCTAssertFalse(held.isDisposed, "holding is not disposing")
        setFirst.dispose()
        XCTAssertTrue(setFirst.isDisposed)
        XCTAssertTrue(held.isDisposed, "disposing the holder disposes what it holds")

        let disposedFirst = SingleAssignmentDisposable()
        disposedFirst.dispose()
        XCTAssertTrue(disposedFirst.isDisposed)
        let late = BooleanDisposable()
        disposedFirst.setDisposable(late)
        XCTAssertTrue(late.isDisposed, "one set after dispose is disposed at once")

        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        let reported = LockedBox<[String]>([])
        Hooks.defaultErrorHandler = { _, error in reported.append("\(error)") }
        let setTwice = SingleAssignmentDisposable()
        let first = BooleanDisposable()
        let second = BooleanDisposable()
        setTwice.setDisposable(first)
        setTwice.setDisposable(second)
        XCTAssertTrue(second.isDisposed, "a second disposable cannot be held, so it goes at once")
        XCTAssertFalse(first.isDisposed, "the first stays held")
        XCTAssertEqual(reported.value.count, 1)
        XCTAssertTrue(reported.value.first?.contains("called twice") == true, "\(reported.value)")
        setTwice.dispose()
        XCTAssertTrue(first.isDisposed)
    }
}
