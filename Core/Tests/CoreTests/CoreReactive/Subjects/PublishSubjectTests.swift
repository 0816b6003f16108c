import Core
import CoreTesting
import XCTest

final class PublishSubjectTests: LeakCheckedTestCase {
    func testPublishSubjectSendsOnlyNewEvents() {
        let subject = PublishSubject<Int>()
        subject.onNext(1)
        let received = LockedBox<[Event<Int>]>([])
        let subscription = subject.subscribe { received.append($0) }
        XCTAssertTrue(subject.hasObservers)
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(received.value, [.next(2), .completed])
        XCTAssertFalse(subject.hasObservers)
        let late = LockedBox<[Event<Int>]>([])
        _ = subject.subscribe { late.append($0) }
        XCTAssertEqual(late.value, [.completed], "a late subscriber gets only the terminal event")
        subscription.dispose()
    }
}
