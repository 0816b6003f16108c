import Core
import CoreTesting
import XCTest

/// A `ReplaySubject` that takes only elements: it replays its buffer to each new subscriber
/// and never ends.
final class ReplayRelayTests: LeakCheckedTestCase {
    func testALateSubscriberGetsTheLastElementsThenWhatFollows() {
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        (1...4).forEach(relay.accept)
        let early = LockedBox<[Int]>([])
        let late = LockedBox<[Int]>([])
        let first = relay.subscribe(onNext: { early.append($0) })
        relay.accept(5)
        let second = relay.asObservable().subscribe(onNext: { late.append($0) })
        relay.accept(6)
        XCTAssertEqual(early.value, [3, 4, 5, 6])
        XCTAssertEqual(late.value, [4, 5, 6])
        first.dispose()
        second.dispose()
    }

    func testAnUnboundRelayReplaysEverything() {
        let relay = ReplayRelay<String>.createUnbound()
        ["a", "b", "c"].forEach(relay.accept)
        let received = LockedBox<[String]>([])
        let subscription = relay.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received.value, ["a", "b", "c"])
        subscription.dispose()
    }
}
