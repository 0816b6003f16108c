import Core
import CoreTesting
import XCTest

final class BindTests: LeakCheckedTestCase {
    func testBindingIntoOptionalObserversRelaysAndBinders() {
        let optionalSubject = BehaviorSubject<Int?>(value: nil)
        let relay = PublishRelay<Int?>()
        let replay = ReplayRelay<Int>.create(bufferSize: 2)
        let relayed = LockedBox<[Int?]>([])
        let relaySubscription = relay.subscribe(onNext: { relayed.append($0) })
        let source = Observable.of(1, 2)
        _ = source.bind(to: optionalSubject)
        _ = source.bind(to: relay)
        _ = source.bind(to: replay)
        XCTAssertEqual(try optionalSubject.value(), 2)
        XCTAssertEqual(relayed.value, [1, 2])
        let replayed = LockedBox<[Int]>([])
        replay.subscribe(onNext: { replayed.append($0) }).dispose()
        XCTAssertEqual(replayed.value, [1, 2])
        relaySubscription.dispose()

        func render(_ values: Observable<Int>) -> String { "rendered" }
        XCTAssertEqual(source.bind(to: render), "rendered")
        func label(_ values: Observable<Int>) -> (String) -> Int { { $0.count } }
        XCTAssertEqual(source.bind(to: label, curriedArgument: "four"), 4)
    }
}
