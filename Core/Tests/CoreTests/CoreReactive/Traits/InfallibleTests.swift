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

    func testOperatorsKeepItInfallible() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 1), .next(230, 2), .next(240, 5), .completed(250),
        ])
        let res = scheduler.start {
            source.asInfallible(onErrorJustReturn: 0)
                .distinctUntilChanged()
                .filter { $0 < 5 }
                .scan(0, accumulator: +)
                .map { "sum \($0)" }
                .startWith("start")
        }
        XCTAssertEqual(
            res.events, [.next(200, "start"), .next(210, "sum 1"), .next(230, "sum 3"), .completed(250)])
    }

    func testFlatMapLatestAndDebounceOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let queries = scheduler.createHotObservable([.next(210, "a"), .next(215, "ab"), .next(300, "abc")])
        let res = scheduler.start {
            queries.asInfallible(onErrorJustReturn: "")
                .debounce(.seconds(20), scheduler: scheduler)
                .flatMapLatest { query in Infallible.just(query.count) }
        }
        XCTAssertEqual(res.events, [.next(235, 2), .next(320, 3)])
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

/// `Infallible.combineLatest` and `zip` at every arity RxSwift offers, two to eight.
final class InfallibleArityTests: LeakCheckedTestCase {
    func testCombineLatestOfThreeAndEightEmitOnceEachHasAnElement() {
        let scheduler = TestScheduler()
        let a = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
        let b = scheduler.createHotObservable([.next(220, 10)])
        let c = scheduler.createHotObservable([.next(230, 100)])
        let three = scheduler.start {
            Infallible.combineLatest(
                a.asInfallible(onErrorJustReturn: 0), b.asInfallible(onErrorJustReturn: 0),
                c.asInfallible(onErrorJustReturn: 0)
            ) { $0 + $1 + $2 }
        }
        XCTAssertEqual(three.events, [.next(230, 111), .next(240, 112)])

        let again = TestScheduler()
        let sources = (1...8).map { again.createHotObservable([.next(200 + 10 * $0, $0)]) }
        let eight = again.start {
            let i = sources.map { $0.asInfallible(onErrorJustReturn: 0) }
            return Infallible.combineLatest(i[0], i[1], i[2], i[3], i[4], i[5], i[6], i[7]) {
                [$0, $1, $2, $3, $4, $5, $6, $7].reduce(0, +)
            }
        }
        XCTAssertEqual(eight.events, [.next(280, 36)], "only once the eighth has an element")
    }

    /// Without a result selector, as in RxSwift: tuples, two to eight sources.
    func testCombineLatestAndZipMakeTuplesWithoutAResultSelector() {
        let scheduler = TestScheduler()
        let a = scheduler.createHotObservable([.next(210, 1), .next(230, 2)]).asInfallible(onErrorJustReturn: 0)
        let b = scheduler.createHotObservable([.next(220, 10)]).asInfallible(onErrorJustReturn: 0)
        let combined = scheduler.start { Infallible.combineLatest(a, b).map { $0 + $1 } }
        XCTAssertEqual(combined.events, [.next(220, 11), .next(230, 12)])

        let again = TestScheduler()
        let sources = (1...8).map {
            again.createHotObservable([.next(200 + 10 * $0, $0)]).asInfallible(onErrorJustReturn: 0)
        }
        let zipped = again.start {
            Infallible.zip(
                sources[0], sources[1], sources[2], sources[3], sources[4], sources[5], sources[6], sources[7]
            )
            .map { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
        }
        XCTAssertEqual(zipped.events, [.next(280, 36)])
    }

    func testZipOfThreePairsByIndex() {
        let scheduler = TestScheduler()
        let a = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let b = scheduler.createHotObservable([.next(230, 10), .next(240, 20)])
        let c = scheduler.createHotObservable([.next(250, 100)])
        let zipped = scheduler.start {
            Infallible.zip(
                a.asInfallible(onErrorJustReturn: 0), b.asInfallible(onErrorJustReturn: 0),
                c.asInfallible(onErrorJustReturn: 0)
            ) { $0 + $1 + $2 }
        }
        XCTAssertEqual(zipped.events, [.next(250, 111)])
    }
}
