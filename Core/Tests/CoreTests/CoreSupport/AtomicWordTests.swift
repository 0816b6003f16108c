import XCTest

@testable import CoreSupport

/// `AtomicWord`: each operation returns what the word held, and no update is lost when threads
/// race (the thread sanitizer, which CI runs this suite under, sees the atomics as ordered).
final class AtomicWordTests: XCTestCase {
    private final class Shared: Sendable {
        let word = AtomicWord()
    }

    func testEachOperationReturnsWhatTheWordHeld() {
        let word = AtomicWord(5)
        XCTAssertEqual(word.load(), 5)
        XCTAssertEqual(word.exchange(7), 5)
        XCTAssertFalse(word.compareExchange(expected: 5, desired: 9), "the word holds 7")
        XCTAssertTrue(word.compareExchange(expected: 7, desired: 9))
        XCTAssertEqual(word.add(1), 9)
        XCTAssertEqual(word.setBits(0b110), 10)
        XCTAssertEqual(word.load(), 0b1110)
        word.store(.max)
        word.add(1)
        XCTAssertEqual(word.load(), .min, "adding wraps")
    }

    func testNoAddIsLostWhenThreadsRace() {
        let shared = Shared()
        XCTAssertTrue(onThreads(8) { _ in for _ in 0..<10_000 { shared.word.add(1) } })
        XCTAssertEqual(shared.word.load(), 80_000)
    }

    func testOneCompareExchangeWinsARace() {
        for _ in 0..<50 {
            let shared = Shared()
            let winners = LockedBox<[Int]>([])
            XCTAssertTrue(
                onThreads(8) { index in
                    if shared.word.compareExchange(expected: 0, desired: index + 1) { winners.append(index) }
                })
            XCTAssertEqual(winners.value.count, 1)
            XCTAssertEqual(shared.word.load(), (winners.value.first ?? -1) + 1, "the winner's value stays")
        }
    }
}
