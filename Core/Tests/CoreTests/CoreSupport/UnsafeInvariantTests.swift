import Core
import CoreTesting
import Dispatch
import Foundation
import XCTest

/// The invariants the reactive side's unchecked fields rely on, exercised on real threads so
/// the thread sanitizer (CI runs this suite under it) sees every access: a field whose access
/// is not ordered the way its comment says shows as a data race.
final class UnsafeInvariantTests: LeakCheckedTestCase {
    /// `UpstreamLink.upstream` skips the exclusivity check: it is written before the link's
    /// atomic slot publishes it and read only by the one releaser the slot picks. Here the
    /// link is written on a scheduler's thread (`subscribe(on:)`) while the test thread
    /// disposes, each subscription exactly once.
    func testSubscriptionsDisposedWhileTheirUpstreamIsLinkedOnAnotherThread() {
        let queue = DispatchQueue(label: "subscribe-on", attributes: .concurrent)
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        let subscribed = LockedBox(0)
        let disposed = LockedBox(0)
        let source = Observable<Int>.create { observer in
            subscribed.increment()
            observer.onNext(1)
            return Disposables.create { disposed.increment() }
        }
        for _ in 0..<2_000 {
            source.subscribe(on: scheduler).map { $0 + 1 }.filter { $0 > 0 }.subscribe(onNext: { _ in }).dispose()
        }
        // Every subscribe and dispose was scheduled on the queue before this barrier.
        queue.sync(flags: .barrier) {}
        // A subscription disposed before its scheduled subscribe ran never subscribes; the
        // others are disposed once each, on whichever thread released the link.
        XCTAssertEqual(disposed.value, subscribed.value, "every subscription made was disposed exactly once")
    }

    /// `SwitchSink`'s fields skip the exclusivity check under its lock. The outer source
    /// switches on this thread while each inner subscribes and emits on a scheduler's threads.
    func testFlatMapLatestSwitchingWhileInnersEmitOnOtherThreads() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let outer = PublishSubject<Int>()
        let received = LockedBox<[Int]>([])
        let ended = DispatchSemaphore(value: 0)
        let subscription =
            outer
            .flatMapLatest { value in Observable.just(value).subscribe(on: scheduler) }
            .subscribe(onNext: { received.append($0) }, onCompleted: { ended.signal() })
        for value in 1...2_000 { outer.onNext(value) }
        outer.onNext(0)
        outer.onCompleted()
        XCTAssertEqual(ended.wait(timeout: .now() + 10), .success, "the switch never completed")
        let values = received.value
        XCTAssertEqual(values.last, 0, "the newest inner always delivers, and the switch completes after it")
        let switched = Array(values.dropLast())
        XCTAssertEqual(switched, switched.sorted(), "an inner that was switched away from delivers nothing later")
        XCTAssertEqual(Set(switched).count, switched.count, "each inner delivers once at most")
        subscription.dispose()
    }
}
