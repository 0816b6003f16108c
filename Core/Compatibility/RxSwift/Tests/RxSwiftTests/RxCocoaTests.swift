import RxCocoa
import RxSwift
import RxTest
import XCTest

/// A view of the app's own, as UIKit's are to Swift 5 code: neither `Sendable` nor isolated.
final class Label {
    var text: String?
    var lines = 1
}

extension Label: ReactiveCompatible {}

/// A view's `rx` extension as RxCocoa users write it, in a nonisolated extension.
extension Reactive where Base: Label {
    var text: Binder<String?> {
        Binder(base) { label, text in label.text = text }
    }
}

/// RxCocoa's names over Core, in the Swift 5 language mode.
final class RxCocoaTests: XCTestCase {
    func testABinderMadeInNonisolatedCodeBindsOnTheMainQueue() {
        let label = Label()
        let bag = DisposeBag()
        Observable.of("a", "b").bind(to: label.rx.text).disposed(by: bag)
        XCTAssertEqual(label.text, "b", "bound at once: the test runs on the main queue")
    }

    func testABinderHoldsItsTargetWeakly() {
        var label: Label? = Label()
        weak let gone = label
        let binder = label!.rx.text
        label = nil
        XCTAssertNil(gone)
        binder.onNext("nobody")
    }

    func testAKeyPathBinderAndDriveWithAreReachedFromNonisolatedCode() {
        let label = Label()
        let bag = DisposeBag()
        Observable.just(3).bind(to: label.rx.lines).disposed(by: bag)
        XCTAssertEqual(label.lines, 3, "`lines` has no `rx` member of its own: the key-path binder sets it")
        Driver.just("driven").drive(with: label, onNext: { label, text in label.text = text }).disposed(by: bag)
        XCTAssertEqual(label.text, "driven")
        Signal.just("emitted").emit(with: label, onNext: { label, text in label.text = text }).disposed(by: bag)
        XCTAssertEqual(label.text, "emitted")
    }

    func testDriversOfFourSourcesCombineAsRxCocoasDo() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(String.self)
        SharingScheduler.mock(scheduler: scheduler) {
            let a = scheduler.createHotObservable([.next(210, 1)]).asDriver(onErrorJustReturn: 0)
            let b = scheduler.createHotObservable([.next(220, "b")]).asDriver(onErrorJustReturn: "")
            let c = scheduler.createHotObservable([.next(230, true)]).asDriver(onErrorJustReturn: false)
            let d = scheduler.createHotObservable([.next(240, 4.5), .next(250, 5.5)]).asDriver(onErrorJustReturn: 0)
            _ = Driver.combineLatest(a, b, c, d) { "\($0)\($1)\($2)\($3)" }.drive(observer)
            let tuples = scheduler.createObserver(Int.self)
            _ = Driver.zip(a, b, c, d).map { $0.0 }.drive(tuples)
            scheduler.start()
            XCTAssertEqual(tuples.events, [.next(241, 1)])
        }
        XCTAssertEqual(observer.events, [.next(241, "1btrue4.5"), .next(251, "1btrue5.5")])
    }

    func testAStrategysSchedulerIsTheOneSharedSequencesDeliverOn() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertTrue(DriverSharingStrategy.scheduler is MainScheduler)
        SharingScheduler.mock(scheduler: scheduler) {
            XCTAssertTrue(currentScheduler(of: Signal<Int>.self) as AnyObject === scheduler)
        }
    }
}

/// A helper generic over the strategy, as RxFeedback writes them.
private func currentScheduler<Sequence: SharedSequenceConvertibleType>(of _: Sequence.Type) -> SchedulerType {
    Sequence.SharingStrategy.scheduler
}
