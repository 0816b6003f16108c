import Core
import CoreTesting
import XCTest

final class BehaviorSubjectTests: LeakCheckedTestCase {
    func testBehaviorSubjectReplaysCurrentValue() throws {
        let subject = BehaviorSubject(value: 1)
        XCTAssertEqual(try subject.value(), 1)
        subject.onNext(2)
        let received = LockedBox<[Event<Int>]>([])
        let subscription = subject.subscribe { received.append($0) }
        subject.onNext(3)
        XCTAssertEqual(received.value, [.next(2), .next(3)])
        XCTAssertEqual(try subject.value(), 3)
        subject.onError(TestError("failed"))
        XCTAssertThrowsError(try subject.value())
        let late = LockedBox<[Event<Int>]>([])
        _ = subject.subscribe { late.append($0) }
        XCTAssertEqual(late.value, [.error(TestError("failed"))])
        subscription.dispose()
    }

    func testBehaviorSubscriberAddedMidDeliveryGetsItsReplayBeforeLaterEvents() {
        let subject = BehaviorSubject(value: 0)
        let log = LockedBox<[String]>([])
        let late = LockedBox<Disposable?>(nil)
        let valueAfterSending = LockedBox<Int?>(nil)
        let first = subject.subscribe(onNext: { value in
            log.append("first \(value)")
            guard value == 1 else { return }
            subject.onNext(2)
            do { valueAfterSending.set(try subject.value()) } catch { XCTFail("\(error)") }
            late.set(subject.subscribe(onNext: { log.append("late \($0)") }))
            subject.onNext(3)
        })
        subject.onNext(1)
        XCTAssertEqual(valueAfterSending.value, 2, "an element sent from an observer is the value at once")
        XCTAssertEqual(
            log.value, ["first 0", "first 1", "late 2", "first 2", "first 3", "late 3"],
            "the late subscriber replays 2 inside the handler and is not sent 2 again; the first observer "
                + "gets 2 when its handler has returned")
        first.dispose()
        late.value?.dispose()
    }
}
