import Core
import CoreTesting
import XCTest

/// `Infallible`: RxSwift 6's sequence that cannot fail, with its conversions and operators.
final class InfallibleTests: LeakCheckedTestCase {
    func testCreateSendsElementsAndTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Infallible<Int>.create { observer in
                observer(.next(1))
                observer(.next(2))
                observer(.completed)
                return Disposables.create()
            }
        }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
    }

    func testAnErrorBecomesWhatTheConversionSays() {
        func run(_ convert: @escaping @Sendable (Observable<Int>) -> Infallible<Int>) -> [Recorded<Event<Int>>] {
            let scheduler = TestScheduler(initialClock: 0)
            let failing = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
            return scheduler.start { convert(failing.asObservable()) }.events
        }
        XCTAssertEqual(
            run { $0.asInfallible(onErrorJustReturn: 0) }, [.next(210, 1), .next(220, 0), .completed(220)])
        XCTAssertEqual(
            run { $0.asInfallible(onErrorFallbackTo: .of(8, 9)) },
            [.next(210, 1), .next(220, 8), .next(220, 9), .completed(220)])
        XCTAssertEqual(
            run { $0.asInfallible(onErrorRecover: { error in .just(error is TestError ? -1 : -2) }) },
            [.next(210, 1), .next(220, -1), .completed(220)])
    }

    func testSubscribeAndBind() {
        let received = LockedBox<[InfallibleEvent<Int>]>([])
        _ = Infallible.of(1, 2).subscribe { received.append($0) }
        XCTAssertEqual(received.value, [.next(1), .next(2), .completed])
        let relay = BehaviorRelay(value: 0)
        _ = Infallible.of(4, 5).bind(to: relay)
        XCTAssertEqual(relay.value, 5)
    }

    /// RxSwift's `bind(to:)` forms: observers and relays of optional elements, and binders.
    func testBindToOptionalObserversRelaysAndBinders() {
        let received = LockedBox<[Event<Int?>]>([])
        let observer = AnyObserver<Int?> { event in received.append(event) }
        _ = (Infallible.just(1) as Infallible<Int>).bind(to: observer, observer)
        XCTAssertEqual(received.value, [.next(1), .next(1), .completed, .completed])

        let publish = PublishRelay<Int?>()
        let replay = ReplayRelay<Int?>.create(bufferSize: 1)
        let behavior = BehaviorRelay<Int?>(value: nil)
        _ = Infallible.of(7).bind(to: publish)
        _ = Infallible.of(8).bind(to: replay)
        _ = Infallible.of(9).bind(to: behavior)
        XCTAssertEqual(try replay.asObservable().toBlocking(timeout: 1).first(), 8)
        XCTAssertEqual(behavior.value, 9)

        let total = LockedBox(0)
        let curried: (Infallible<Int>) -> (Int) -> Disposable = { infallible in
            { extra in infallible.subscribe(onNext: { element in total.set(element + extra) }) }
        }
        let disposable: Disposable = Infallible.just(1).bind(to: curried)(3)
        XCTAssertEqual(total.value, 4)
        _ = Infallible.just(2).bind(to: curried, curriedArgument: 10)
        XCTAssertEqual(total.value, 12)
        disposable.dispose()
    }
}
