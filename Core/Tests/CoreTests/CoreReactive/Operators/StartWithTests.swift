import Core
import CoreTesting
import XCTest

/// `startWith`.
final class StartWithTests: LeakCheckedTestCase {
    func testTheElementsComeFirstAtSubscription() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let started = scheduler.start { source.startWith(-1, 0) }
        XCTAssertEqual(started.events, [.next(200, -1), .next(200, 0), .next(210, 1), .completed(220)])
    }

    func testStartWithAndConcatOfCollections() throws {
        XCTAssertEqual(try Observable.of(3).startWith(1, 2).toBlocking().toArray(), [1, 2, 3])
        XCTAssertEqual(try Observable.concat([Observable.of(1), .of(2)]).toBlocking().toArray(), [1, 2])
        XCTAssertEqual(try Observable.merge(ArraySlice([Observable.of(1), .of(2)])).toBlocking().toArray(), [1, 2])
    }
}
