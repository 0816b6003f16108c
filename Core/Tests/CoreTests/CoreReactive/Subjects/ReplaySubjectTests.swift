import Core
import CoreTesting
import XCTest

final class ReplaySubjectTests: LeakCheckedTestCase {
    func testReplaySubjectReplaysBufferThenTerminal() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        [1, 2, 3].forEach(subject.onNext)
        let received = LockedBox<[Event<Int>]>([])
        let subscription = subject.subscribe { received.append($0) }
        XCTAssertEqual(received.value, [.next(2), .next(3)])
        subject.onCompleted()
        let late = LockedBox<[Event<Int>]>([])
        _ = subject.subscribe { late.append($0) }
        XCTAssertEqual(late.value, [.next(2), .next(3), .completed])
        subscription.dispose()

        let unbound = ReplaySubject<Int>.createUnbounded()
        (1...5).forEach(unbound.onNext)
        let all = LockedBox<[Int]>([])
        _ = unbound.subscribe(onNext: { all.append($0) }).disposed(by: DisposeBag())
        XCTAssertEqual(all.value, [1, 2, 3, 4, 5])
    }
}
