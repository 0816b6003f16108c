import Core
import CoreTesting
import XCTest

/// `concat`, one source after another.
final class ConcatTests: LeakCheckedTestCase {
    func testMergeAndConcat() {
        let scheduler = TestScheduler()
        let a = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
        let b = scheduler.createHotObservable([.next(220, 2), .completed(250)])
        let merged = scheduler.start { Observable.merge([a.asObservable(), b.asObservable()]) }
        XCTAssertEqual(merged.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])

        let values = LockedBox<[Int]>([])
        _ = Observable.of(1, 2).concat(Observable.of(3)).subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values.value, [1, 2, 3])
    }

    func testConcatOfManySynchronousSourcesDoesNotOverflowTheStack() {
        let sources = Array(repeating: Observable.just(1), count: 20_000)
        let total = LockedBox(0)
        _ = Observable.concat(sources).subscribe(onNext: { element in total.mutate { $0 += element } })
        XCTAssertEqual(total.value, 20_000)
    }
}
