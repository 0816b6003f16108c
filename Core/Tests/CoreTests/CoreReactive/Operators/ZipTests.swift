import Core
import CoreTesting
import XCTest

/// `zip`, pairing by index.
final class ZipTests: LeakCheckedTestCase {
    func testZipPairsByIndexAndCompletesWhenExhausted() {
        let scheduler = TestScheduler()
        let a = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let b = scheduler.createHotObservable([.next(215, "a"), .next(250, "b"), .completed(260)])
        let result = scheduler.start { Observable.zip(a, b) { "\($0)\($1)" } }
        XCTAssertEqual(result.events, [.next(215, "1a"), .next(250, "2b"), .completed(260)])

        let rows = LockedBox<[[Int]]>([])
        _ = Observable.zip([Observable.of(1, 2), Observable.of(3, 4, 5)]).subscribe(onNext: { rows.append($0) })
        XCTAssertEqual(rows.value, [[1, 3], [2, 4]])
    }
}
