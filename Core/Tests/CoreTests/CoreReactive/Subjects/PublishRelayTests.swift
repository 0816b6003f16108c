import Core
import CoreTesting
import XCTest

final class PublishRelayTests: LeakCheckedTestCase {
    func testARelayPassesOnWhatItAccepts() {
        let publish = PublishRelay<Int>()
        let values = LockedBox<[Int]>([])
        let other = publish.subscribe(onNext: { values.append($0) })
        publish.accept(7)
        XCTAssertEqual(values.value, [7])
        other.dispose()
        publish.accept(8)
        XCTAssertEqual(values.value, [7], "nothing after the subscription ends")
    }
}
