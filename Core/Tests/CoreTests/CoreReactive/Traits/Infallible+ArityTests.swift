import Core
import CoreTesting
import XCTest

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

    /// The first source emits 1 and 2 before the others emit theirs, so a zip gives the tuples
    /// of equal elements and a combineLatest starts from the first source's 2.
    private func run(
        _ arity: Int, _ combine: @escaping @Sendable ([Infallible<Int>]) -> Infallible<[Int]>
    ) -> [[Int]] {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (0..<arity).map { index in
            let (first, second) = index == 0 ? (210, 220) : (230, 240)
            return scheduler.createHotObservable([.next(first, 1), .next(second, 2)])
                .asInfallible(onErrorJustReturn: -1)
        }
        return scheduler.start { combine(sources).asObservable() }.events.compactMap(\.value.element)
    }

    func testZipWithoutASelectorPairsByIndexAtEveryArity() {
        let zipped: [[Int]] = [Array(repeating: 1, count: 8), Array(repeating: 2, count: 8)]
        func expected(_ arity: Int) -> [[Int]] { zipped.map { Array($0.prefix(arity)) } }
        XCTAssertEqual(run(2) { s in Infallible.zip(s[0], s[1]).map { [$0.0, $0.1] } }, expected(2))
        XCTAssertEqual(run(3) { s in Infallible.zip(s[0], s[1], s[2]).map { [$0.0, $0.1, $0.2] } }, expected(3))
        XCTAssertEqual(
            run(4) { s in Infallible.zip(s[0], s[1], s[2], s[3]).map { [$0.0, $0.1, $0.2, $0.3] } }, expected(4))
        XCTAssertEqual(
            run(5) { s in Infallible.zip(s[0], s[1], s[2], s[3], s[4]).map { [$0.0, $0.1, $0.2, $0.3, $0.4] } },
            expected(5))
        XCTAssertEqual(
            run(6) { s in
                Infallible.zip(s[0], s[1], s[2], s[3], s[4], s[5]).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5] }
            }, expected(6))
        XCTAssertEqual(
            run(7) { s in
                Infallible.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6])
                    .map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6] }
            }, expected(7))
        XCTAssertEqual(
            run(8) { s in
                Infallible.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7])
                    .map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] }
            }, expected(8))
    }

    func testZipWithASelectorPairsByIndex() {
        XCTAssertEqual(run(2) { s in Infallible.zip(s[0], s[1]) { [$0, $1] } }, [[1, 1], [2, 2]])
        XCTAssertEqual(run(3) { s in Infallible.zip(s[0], s[1], s[2]) { [$0, $1, $2] } }, [[1, 1, 1], [2, 2, 2]])
        XCTAssertEqual(
            run(8) { s in
                Infallible.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { [$0, $1, $2, $3, $4, $5, $6, $7] }
            }, [Array(repeating: 1, count: 8), Array(repeating: 2, count: 8)])
    }

    func testCombineLatestPairsWithTheOthersLatest() {
        XCTAssertEqual(run(2) { s in Infallible.combineLatest(s[0], s[1]).map { [$0.0, $0.1] } }, [[2, 1], [2, 2]])
        XCTAssertEqual(
            run(3) { s in Infallible.combineLatest(s[0], s[1], s[2]) { [$0, $1, $2] } },
            [[2, 1, 1], [2, 2, 1], [2, 2, 2]])
    }
}
