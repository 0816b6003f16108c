import Core
import CoreTesting
import Foundation
import XCTest

@MainActor
final class SharedSequenceCreationTests: LeakCheckedTestCase {
    func testRelaysConvertToInfallibleDriverAndSignal() async {
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 1)
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        let infallible = LockedBox<[Int]>([])
        var signalled: [Int] = []
        var driven: [Int] = []
        let bag = DisposeBag()
        publish.asInfallible().subscribe(onNext: { infallible.append($0) }).disposed(by: bag)
        behavior.asSignal().emit(onNext: { signalled.append($0) }).disposed(by: bag)
        replay.asSignal().emit(onNext: { signalled.append($0 * 100) }).disposed(by: bag)
        publish.asDriver().drive(onNext: { driven.append($0) }).disposed(by: bag)
        publish.accept(5)
        behavior.accept(2)
        replay.accept(3)
        XCTAssertEqual(infallible.value, [5])
        XCTAssertEqual(signalled, [1, 2, 300], "a signal of a relay that replays still starts with its replay")
        XCTAssertEqual(driven, [5])
    }

    func testDeferredMakesTheDriverWhenSubscribed() {
        let scheduler = TestScheduler()
        let made = LockedBox<[TestTime]>([])
        let result = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start {
                Driver.deferred {
                    made.append(scheduler.clock)
                    return Driver.just(7)
                }
                .asObservable()
            }
        }
        XCTAssertEqual(result.events, [.next(201, 7), .completed(202)])
        XCTAssertEqual(made.value, [200], "made at the subscription, not at creation (100)")
    }

    /// RxCocoa's generic conversion, for code written over the sharing strategy.
    func testAsSharedSequenceTakesEachErrorPolicy() {
        let scheduler = TestScheduler()
        let failing = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let justReturn = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start {
                failing.asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: -1)
                    .asObservable()
            }
        }
        XCTAssertEqual(justReturn.events, [.next(211, 1), .next(221, -1), .completed(221)])

        let again = TestScheduler()
        let failingAgain = again.createHotObservable([.next(210, 1), .error(220, TestError())])
        let recovered = SharingScheduler.mock(scheduler: again) {
            again.start {
                let signal: Signal<Int> = failingAgain.asSharedSequence(onErrorRecover: { _ in Signal.just(7) })
                return signal.asObservable()
            }
        }
        XCTAssertEqual(recovered.events.map(\.value.element), [1, 7, nil])

        let third = TestScheduler()
        let failingThird: TestableObservable<Int> = third.createHotObservable([.error(220, TestError())])
        let drivenWith = SharingScheduler.mock(scheduler: third) {
            third.start {
                failingThird.asSharedSequence(onErrorDriveWith: Driver.just(5)).asObservable()
            }
        }
        XCTAssertEqual(drivenWith.events.map(\.value.element), [5, nil])
    }

    func testAsDriverOnErrorJustReturnEndsWithTheElementInsteadOfTheError() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError("lost"))])
        let result = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { source.asDriver(onErrorJustReturn: -1).asObservable() }
        }
        XCTAssertEqual(result.events, [.next(211, 1), .next(221, -1), .completed(221)])
        XCTAssertEqual(
            source.subscriptions, [Subscription(200, 220)],
            "the source is let go when its error arrives, before the hop")
    }

    func testAsDriverOnErrorDriveWithContinuesWithTheOtherDriver() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let result = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { source.asDriver(onErrorDriveWith: .of(8, 9)).asObservable() }
        }
        XCTAssertEqual(result.events, [.next(211, 1), .next(222, 8), .next(223, 9), .completed(224)])
    }

    func testAsSignalOnErrorRecoverRunsOnTheMainActorAndContinuesWithItsSignal() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError("shown"))])
        let shown = MainActorLog()
        let result = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start {
                source.asSignal(onErrorRecover: { error in
                    shown.entries.append("\(error)")  // main-actor state, checked by the compiler
                    return .just(0)
                }).asObservable()
            }
        }
        XCTAssertEqual(result.events, [.next(211, 1), .next(222, 0), .completed(223)])
        XCTAssertEqual(shown.entries, ["shown"])
    }
}

/// State only main-actor code may touch.
@MainActor
private final class MainActorLog {
    var entries: [String] = []
}
