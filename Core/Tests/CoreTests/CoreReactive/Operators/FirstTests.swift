import Core
import CoreTesting
import XCTest

final class FirstTests: LeakCheckedTestCase {
    func testFirstIsASingleOfAnOptional() throws {
        let firsts = LockedBox<[Int?]>([])
        _ = Observable.of(4, 5).first().subscribe(onSuccess: { firsts.append($0) })
        _ = Observable<Int>.empty().first().subscribe(onSuccess: { firsts.append($0) })
        XCTAssertEqual(firsts.value, [4, nil])

        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let result = scheduler.start { source.first() }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 210)])
    }
}
