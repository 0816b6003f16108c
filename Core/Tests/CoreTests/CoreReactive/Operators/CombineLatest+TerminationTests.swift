import Core
import CoreTesting
import XCTest

/// When `combineLatest` completes: once every source has completed, or once a source emits
/// while every other one is done and some source never produced a value. Each scenario runs
/// through the selector form and the tuple form.
final class CombineLatestTerminationTests: LeakCheckedTestCase {
    private typealias Events = [Recorded<Event<Int>>]

    private struct Outcome {
        let events: Events
        let first: [Subscription]
        let second: [Subscription]
    }

    private func combine(_ first: Events, _ second: Events) -> [Outcome] {
        let forms: [@Sendable (TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] = [
            { a, b in Observable.combineLatest(a, b) { $0 + $1 } },
            { a, b in Observable.combineLatest(a, b).map { $0 + $1 } },
            { a, b in Observable.combineLatest([a.asObservable(), b.asObservable()]).map { $0.reduce(0, +) } },
        ]
        return forms.map { form in
            let scheduler = TestScheduler()
            let a = scheduler.createHotObservable(first)
            let b = scheduler.createHotObservable(second)
            let result = scheduler.start { form(a, b) }
            return Outcome(events: result.events, first: a.subscriptions, second: b.subscriptions)
        }
    }

    func testAnEmptySourceNextToANeverEndingOneProducesNothing() {
        for outcome in combine([.completed(210)], []) {
            XCTAssertEqual(outcome.events, [])
            XCTAssertEqual(outcome.first, [Subscription(200, 210)])
            XCTAssertEqual(outcome.second, [Subscription(200, 1000)])
        }
        for outcome in combine([], [.completed(210)]) {
            XCTAssertEqual(outcome.events, [])
        }
    }

    func testAnEmptySourceEndsTheResultWhenTheOtherOneEmits() {
        for outcome in combine([.completed(210)], [.next(215, 2), .completed(220)]) {
            XCTAssertEqual(outcome.events, [.completed(215)])
            XCTAssertEqual(outcome.second, [Subscription(200, 215)])
        }
        for outcome in combine([.next(215, 2), .completed(220)], [.completed(210)]) {
            XCTAssertEqual(outcome.events, [.completed(215)])
            XCTAssertEqual(outcome.first, [Subscription(200, 215)])
        }
    }

    func testASourceThatNeverEmitsKeepsTheResultOpen() {
        for outcome in combine([.next(215, 2), .completed(220)], []) {
            XCTAssertEqual(outcome.events, [])
            XCTAssertEqual(outcome.first, [Subscription(200, 220)])
            XCTAssertEqual(outcome.second, [Subscription(200, 1000)])
        }
    }

    func testTheResultCompletesWhenTheLastSourceCompletes() {
        for outcome in combine([.next(215, 2), .completed(230)], [.next(220, 3), .completed(240)]) {
            XCTAssertEqual(outcome.events, [.next(220, 5), .completed(240)])
            XCTAssertEqual(outcome.first, [Subscription(200, 230)])
            XCTAssertEqual(outcome.second, [Subscription(200, 240)])
        }
    }

    func testAnyErrorEndsTheResultAndReleasesEverySource() {
        for outcome in combine([.next(210, 2), .completed(230)], [.error(220, TestError())]) {
            XCTAssertEqual(outcome.events, [.error(220, TestError())])
            XCTAssertEqual(outcome.first, [Subscription(200, 220)])
            XCTAssertEqual(outcome.second, [Subscription(200, 220)])
        }
        for outcome in combine([.error(220, TestError("first"))], [.error(230, TestError("second"))]) {
            XCTAssertEqual(outcome.events, [.error(220, TestError("first"))])
        }
    }

    func testAThrowingSelectorFailsTheResult() {
        let scheduler = TestScheduler()
        let a = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let b = scheduler.createHotObservable([.next(220, 2), .completed(300)])
        let result = scheduler.start { Observable.combineLatest(a, b) { _, _ -> Int in throw TestError() } }
        XCTAssertEqual(result.events, [.error(220, TestError())])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
    }

    func testAnEmptyCollectionEmitsAnEmptyCombinationAndCompletesAtOnce() {
        let scheduler = TestScheduler()
        let result = scheduler.start { Observable.combineLatest([Observable<Int>]()) }
        XCTAssertEqual(result.events, [.next(200, []), .completed(200)])
    }

    func testEveryArityCombinesTheLatestElements() {
        let scheduler = TestScheduler()
        let sources = (1...8).map { index in
            scheduler.createHotObservable([.next(200 + index, index), .next(300 + index, index * 10), .completed(400)])
        }
        let s = sources
        let sums = scheduler.start {
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
                $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
            }
        }
        XCTAssertEqual(sums.events.first, .next(208, 36))
        XCTAssertEqual(sums.events.last, .completed(400))
        XCTAssertEqual(sums.events.count, 10)

        let one = Observable.just(1), two = Observable.just(2), three = Observable.just(3), four = Observable.just(4)
        let five = Observable.just(5), six = Observable.just(6), seven = Observable.just(7), eight = Observable.just(8)
        let tuples = LockedBox<[[Int]]>([])
        let record: @Sendable ([Int]) -> Void = { tuples.append($0) }
        let pair: Observable<[Int]> = Observable.combineLatest(one, two).map { [$0, $1] }
        let triple: Observable<[Int]> = Observable.combineLatest(one, two, three).map { [$0, $1, $2] }
        let quadruple: Observable<[Int]> = Observable.combineLatest(one, two, three, four).map { [$0, $1, $2, $3] }
        let quintuple: Observable<[Int]> = Observable.combineLatest(one, two, three, four, five).map {
            [$0, $1, $2, $3, $4]
        }
        let sextuple: Observable<[Int]> = Observable.combineLatest(one, two, three, four, five, six).map {
            [$0, $1, $2, $3, $4, $5]
        }
        let septuple: Observable<[Int]> = Observable.combineLatest(one, two, three, four, five, six, seven)
            .map { [$0, $1, $2, $3, $4, $5, $6] }
        let octuple: Observable<[Int]> = Observable.combineLatest(one, two, three, four, five, six, seven, eight)
            .map { [$0, $1, $2, $3, $4, $5, $6, $7] }
        for combined in [pair, triple, quadruple, quintuple, sextuple, septuple, octuple] {
            combined.subscribe(onNext: record).dispose()
        }
        XCTAssertEqual(tuples.value, (2...8).map { Array(1...$0) })
    }

    func testSourcesOfDifferentTypesCombineIntoATuple() {
        let received = LockedBox<[String]>([])
        let numbers = BehaviorSubject(value: 1)
        let names = BehaviorSubject(value: "a")
        let subscription = Observable.combineLatest(numbers, names).subscribe(onNext: { received.append("\($0)\($1)") })
        numbers.onNext(2)
        names.onNext("b")
        XCTAssertEqual(received.value, ["1a", "2a", "2b"])
        subscription.dispose()
    }
}
