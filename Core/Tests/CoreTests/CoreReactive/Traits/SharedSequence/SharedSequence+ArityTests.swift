import Core
import CoreTesting
import XCTest

/// RxCocoa's `Driver.combineLatest` and `zip` of 2 to 8 sources, each any type that converts to
/// a shared sequence of the same strategy, with a main-actor result selector or into tuples.
final class SharedSequenceArityTests: LeakCheckedTestCase {
    /// A driver and a type of the app's own that converts to one, as RxCocoa lets them mix.
    struct Counter: SharedSequenceConvertibleType {
        typealias Element = Int
        typealias SharingStrategy = DriverSharingStrategy
        let driver: Driver<Int>
        func asSharedSequence() -> Driver<Int> { driver }
    }

    func testFourSourcesCombineWithASelectorAndIntoTuples() {
        let scheduler = TestScheduler()
        let a = scheduler.createHotObservable([.next(210, 1), .next(250, 5)])
        let b = scheduler.createHotObservable([.next(220, "b")])
        let c = scheduler.createHotObservable([.next(230, true)])
        let d = scheduler.createHotObservable([.next(240, 4.5)])
        let combined = scheduler.createObserver(String.self)
        let zipped = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        SharingScheduler.mock(scheduler: scheduler) {
            let counter = Counter(driver: a.asDriver(onErrorJustReturn: 0))
            let letters = b.asDriver(onErrorJustReturn: "")
            let flags = c.asDriver(onErrorJustReturn: false)
            let amounts = d.asDriver(onErrorJustReturn: 0)
            Driver.combineLatest(counter, letters, flags, amounts) { "\($0)\($1)\($2)\($3)" }
                .drive(combined).disposed(by: bag)
            Driver.zip(counter, letters, flags, amounts).map { count, _, _, _ in count }
                .drive(zipped).disposed(by: bag)
            scheduler.start()
        }
        XCTAssertEqual(combined.events, [.next(241, "1btrue4.5"), .next(251, "5btrue4.5")])
        XCTAssertEqual(zipped.events, [.next(241, 1)])
    }

    func testEightSignalsCombine() {
        let scheduler = TestScheduler()
        let sources = (1...8).map { index in scheduler.createHotObservable([.next(200 + index * 10, index)]) }
        let observer = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        SharingScheduler.mock(scheduler: scheduler) {
            let s = sources.map { $0.asSignal(onErrorJustReturn: 0) }
            Signal.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
                $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
            }
            .emit(to: observer).disposed(by: bag)
            scheduler.start()
        }
        XCTAssertEqual(observer.events, [.next(281, 36)])
    }
}
