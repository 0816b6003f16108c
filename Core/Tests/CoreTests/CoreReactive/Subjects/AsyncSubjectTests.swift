import Core
import CoreTesting
import XCTest

/// `AsyncSubject`, with RxSwift's outcomes: only the last element, and only at the end.
final class AsyncSubjectTests: LeakCheckedTestCase {
    private func run(
        _ events: [Recorded<Event<Int>>], lateAt late: TestTime = 400
    ) -> (early: [Recorded<Event<Int>>], late: [Recorded<Event<Int>>]) {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable(events)
        let subject = AsyncSubject<Int>()
        let early = scheduler.createObserver(Int.self)
        let lateObserver = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(100) { subject.subscribe(early).disposed(by: bag) }
        scheduler.scheduleAt(150) { source.subscribe(subject).disposed(by: bag) }
        scheduler.scheduleAt(late) { subject.subscribe(lateObserver).disposed(by: bag) }
        scheduler.start()
        return (early.events, lateObserver.events)
    }

    func testTheLastElementComesWithTheCompletion() {
        let result = run([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        XCTAssertEqual(result.early, [.next(300, 3), .completed(300)])
        XCTAssertEqual(result.late, [.next(400, 3), .completed(400)], "a late observer gets the same at once")
    }

    func testAnErrorDropsTheElement() {
        let result = run([.next(210, 1), .error(300, TestError("failed"))])
        XCTAssertEqual(result.early, [.error(300, TestError("failed"))])
        XCTAssertEqual(result.late, [.error(400, TestError("failed"))])
    }

    func testNoElementMeansOnlyTheCompletion() {
        let result = run([.completed(300)])
        XCTAssertEqual(result.early, [.completed(300)])
        XCTAssertEqual(result.late, [.completed(400)])
    }

    func testNothingBeforeTheEndAndNothingAfterIt() {
        let result = run([.next(210, 1), .completed(300), .next(310, 9), .error(320, TestError())], lateAt: 250)
        XCTAssertEqual(result.early, [.next(300, 1), .completed(300)])
        XCTAssertEqual(result.late, [.next(300, 1), .completed(300)], "subscribed before the end: hears it then")
    }

    func testADisposedObserverHearsNothingAndIsReleased() {
        let subject = AsyncSubject<Int>()
        let events = LockedBox<[Event<Int>]>([])
        let subscription = subject.subscribe { events.append($0) }
        XCTAssertTrue(subject.hasObservers)
        subject.onNext(1)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
        subject.onCompleted()
        XCTAssertEqual(events.value, [])
    }
}
