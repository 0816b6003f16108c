import Core
import CoreTesting
import Dispatch
import Foundation
import XCTest

/// `observe(on:)` on schedulers that run work in parallel: delivery stays one event at a time,
/// in order, and nothing is lost, even when a handler is slow. Virtual time cannot show these
/// races, so the tests run on real queues; the interleaving is forced with semaphores, never
/// with sleeps.
final class ObserveOnConcurrencyTests: LeakCheckedTestCase {
    /// What the chain's handler saw: how many ran at once, and the events that reached the end.
    private final class Probe: Sendable {
        let inside = SharedCount(0)
        let overlaps = SharedCount(0)
        let events = LockedBox<[Event<Int>]>([])
        let finished = DispatchSemaphore(value: 0)

        func enter() {
            if inside.add() > 1 { overlaps.add() }
        }

        func leave() { inside.add(-1) }

        func record(_ event: Event<Int>) {
            events.mutate { $0.append(event) }
            if event.isStopEvent { finished.signal() }
        }
    }

    private func concurrentSchedulers() -> [(String, ImmediateSchedulerType)] {
        let operations = OperationQueue()
        operations.maxConcurrentOperationCount = 8
        return [
            ("OperationQueueScheduler, 8 at once", OperationQueueScheduler(operationQueue: operations)),
            ("ConcurrentDispatchQueueScheduler", ConcurrentDispatchQueueScheduler(qos: .default)),
        ]
    }

    /// The order of events the issue describes: 0 is sent, its handler starts and is held
    /// there while 1 and the completion are sent. RxSwift delivers all three, in order.
    func testASlowHandlerIsNotOvertakenAndNothingIsDropped() {
        for (name, scheduler) in concurrentSchedulers() {
            let subject = PublishSubject<Int>()
            let probe = Probe()
            let started = DispatchSemaphore(value: 0)
            let release = DispatchSemaphore(value: 0)
            let subscription = subject.observe(on: scheduler)
                .map { value -> Int in
                    probe.enter()
                    defer { probe.leave() }
                    if value == 0 {
                        started.signal()
                        release.wait()
                    }
                    return value
                }
                .subscribe { probe.record($0) }

            subject.onNext(0)
            XCTAssertEqual(started.wait(timeout: .now() + 10), .success, "\(name): the handler of 0 never started")
            subject.onNext(1)
            subject.onCompleted()
            release.signal()
            XCTAssertEqual(probe.finished.wait(timeout: .now() + 10), .success, "\(name): never completed")

            XCTAssertEqual(probe.events.value, [.next(0), .next(1), .completed], name)
            XCTAssertEqual(probe.overlaps.value, 0, "\(name): handlers ran at the same time")
            subscription.dispose()
        }
    }

    /// Many producers on many threads, every element
    /// arrives, each producer's in its order, never two at once, and the completion last.
    func testManyProducersKeepEveryElementInOrderWithoutOverlap() {
        for (name, scheduler) in concurrentSchedulers() {
            let subject = PublishSubject<Int>()
            let probe = Probe()
            let subscription = subject.observe(on: scheduler)
                .map { value -> Int in
                    probe.enter()
                    defer { probe.leave() }
                    return value
                }
                .subscribe { probe.record($0) }

            let producers = 4
            let perProducer = 500
            DispatchQueue.concurrentPerform(iterations: producers) { producer in
                for index in 0..<perProducer { subject.onNext(producer * perProducer + index) }
            }
            subject.onCompleted()
            XCTAssertEqual(probe.finished.wait(timeout: .now() + 30), .success, "\(name): never completed")

            let events = probe.events.value
            XCTAssertEqual(events.last, .completed, name)
            let elements = events.compactMap(\.element)
            XCTAssertEqual(elements.count, producers * perProducer, "\(name): elements were lost")
            for producer in 0..<producers {
                let own = elements.filter { $0 / perProducer == producer }
                XCTAssertEqual(own, own.sorted(), "\(name): producer \(producer)'s elements were reordered")
            }
            XCTAssertEqual(probe.overlaps.value, 0, "\(name): handlers ran at the same time")
            subscription.dispose()
        }
    }
}
