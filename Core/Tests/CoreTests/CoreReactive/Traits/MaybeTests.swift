import Core
import CoreTesting
import XCTest

final class MaybeTests: LeakCheckedTestCase {
    func testMaybeOutcomes() {
        let log = LockedBox<[String]>([])
        _ = Maybe.just(1).subscribe(
            onSuccess: { log.append("success \($0)") }, onCompleted: { log.append("completed") })
        _ = Maybe<Int>.empty().subscribe(
            onSuccess: { log.append("success \($0)") }, onCompleted: { log.append("completed") })
        _ = Maybe<Int>.create { maybe in
            maybe(.success(2))
            maybe(.completed)
            return Disposables.create()
        }.subscribe { event in
            switch event {
            case .success(let value): log.append("event success \(value)")
            case .completed: log.append("event completed")
            case .error: log.append("event error")
            }
        }
        _ = Maybe<Int>.empty().ifEmpty(default: 9).subscribe(onSuccess: { log.append("default \($0)") })
        XCTAssertEqual(log.value, ["success 1", "completed", "event success 2", "default 9"])
    }

    func testAsMaybeRejectsASecondElement() {
        let results = LockedBox<[String]>([])
        _ = Observable.of(1, 2).asMaybe().subscribe(onError: {
            results.append("\($0 as? RxError == .moreThanOneElement)")
        })
        _ = Observable<Int>.empty().asMaybe().subscribe(onCompleted: { results.append("empty") })
        _ = Single.just(3).asMaybe().subscribe(onSuccess: { results.append("\($0)") })
        XCTAssertEqual(results.value, ["true", "empty", "3"])
    }

    func testMaybeEventsCompareAsRxTestCompares() {
        let maybeEvents = LockedBox<[MaybeEvent<Int>]>([])
        _ = Maybe.just(1).subscribe { maybeEvents.append($0) }
        _ = Maybe<Int>.empty().subscribe { maybeEvents.append($0) }
        _ = Maybe<Int>.error(TestError("m")).subscribe { maybeEvents.append($0) }
        XCTAssertEqual(maybeEvents.value, [.success(1), .completed, .error(TestError("m"))])
        XCTAssertNotEqual(maybeEvents.value, [.success(1), .completed, .error(TestError("other"))])
    }
}
