import Core
import CoreTesting
import XCTest

final class DisposeBagTests: LeakCheckedTestCase {
    func testDisposeBagDisposesOnRelease() {
        let subject = PublishSubject<Int>()
        let received = LockedBox<[Int]>([])
        var bag: DisposeBag? = DisposeBag()
        if let bag { subject.subscribe(onNext: { received.append($0) }).disposed(by: bag) }
        subject.onNext(1)
        bag = nil
        subject.onNext(2)
        XCTAssertEqual(received.value, [1])
        XCTAssertFalse(subject.hasObservers)
    }

    func testDisposeBagTakesArraysAndTheBuilder() {
        let parts = (0..<5).map { _ in BooleanDisposable() }
        var bag: DisposeBag? = DisposeBag()
        bag?.insert([parts[0], parts[1]])
        bag?.insert {
            parts[2]
            parts[3]
        }
        let second = DisposeBag(disposing: parts[4])
        XCTAssertFalse(parts.contains(where: \.isDisposed))
        bag = nil
        withExtendedLifetime(second) {}
        XCTAssertTrue(parts[0...3].allSatisfy(\.isDisposed))
    }
}
