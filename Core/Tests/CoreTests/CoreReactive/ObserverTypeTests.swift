import Core
import CoreTesting
import XCTest

final class ObserverTypeTests: LeakCheckedTestCase {
    func testMapObserverOnAnyObserver() {
        let subject = PublishSubject<String>()
        let received = LockedBox<[String]>([])
        let subscription = subject.subscribe(onNext: { received.append($0) })
        let numbers = subject.mapObserver { (value: Int) in "#\(value)" }
        numbers.onNext(3)
        let observer = AnyObserver<String> { event in
            if let value = event.element { received.append(value.uppercased()) }
        }
        observer.mapObserver { (value: Int) in "n\(value)" }.onNext(4)
        XCTAssertEqual(received.value, ["#3", "N4"])
        subscription.dispose()
    }
}
