import Core
import CoreTesting
import Foundation
import XCTest

final class SchedulerTests: LeakCheckedTestCase {
    /// Turns the main run loop until `done` holds or a second passes; whether it held.
    private func runMainLoop(until done: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(1)
        while !done(), Date() < deadline {
            _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.01))
        }
        return done()
    }

    func testMainSchedulerQueuesWorkScheduledFromARunningActionInOrder() {
        let log = LockedBox<[Int]>([])
        let ranInline = LockedBox(false)
        _ = MainScheduler.instance.schedule(()) { _ in
            ranInline.set(true)
            log.append(1)
            _ = MainScheduler.instance.schedule(()) { _ in
                log.append(3)
                _ = MainScheduler.instance.schedule(()) { _ in
                    log.append(5)
                    return Disposables.create()
                }
                log.append(4)
                return Disposables.create()
            }
            log.append(2)
            return Disposables.create()
        }
        XCTAssertTrue(ranInline.value, "on the main queue with nothing queued, work runs at once")
        XCTAssertTrue(runMainLoop { log.value.count == 5 }, "the queued work never ran: \(log.value)")
        XCTAssertEqual(log.value, [1, 2, 3, 4, 5])
    }

    func testDisposingQueuedMainWorkCancelsIt() {
        let log = LockedBox<[Int]>([])
        _ = MainScheduler.instance.schedule(()) { _ in
            log.append(1)
            let queued = MainScheduler.instance.schedule(()) { _ in
                log.append(3)
                return Disposables.create()
            }
            queued.dispose()
            log.append(2)
            return Disposables.create()
        }
        let flushed = LockedBox(false)
        _ = MainScheduler.asyncInstance.schedule(()) { _ in
            flushed.set(true)
            return Disposables.create()
        }
        XCTAssertTrue(runMainLoop { flushed.value }, "the main queue never ran the later work")
        XCTAssertEqual(log.value, [1, 2])
    }

    func testCurrentThreadSchedulerIsATrampoline() {
        let log = LockedBox<[String]>([])
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            XCTAssertFalse(CurrentThreadScheduler.isScheduleRequired)
            log.append("outer start")
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("inner")
                return Disposables.create()
            }
            log.append("outer end")
            return Disposables.create()
        }
        XCTAssertEqual(log.value, ["outer start", "outer end", "inner"])
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
    }

    func testTheFactoriesEmitOneScheduledStepPerElement() {
        let scheduler = TestScheduler()
        let of = scheduler.start { Observable.of(1, 2, 3, scheduler: scheduler) }
        XCTAssertEqual(of.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])

        let justScheduler = TestScheduler()
        let just = justScheduler.start { Observable.just(7, scheduler: justScheduler) }
        XCTAssertEqual(just.events, [.next(201, 7), .completed(202)])

        let rangeScheduler = TestScheduler()
        let range = rangeScheduler.start { Observable<Int64>.range(start: 5, count: 2, scheduler: rangeScheduler) }
        XCTAssertEqual(range.events, [.next(201, 5), .next(202, 6), .completed(203)])

        let fromScheduler = TestScheduler()
        let from = fromScheduler.start(disposed: 202) { Observable.from(["a", "b", "c"], scheduler: fromScheduler) }
        XCTAssertEqual(from.events, [.next(201, "a")], "disposing stops the next step")
    }

    func testAFactoryOnTheCurrentThreadSchedulerRunsSynchronously() {
        let received = LockedBox<[Int]>([])
        let subscription = Observable.from([1, 2, 3], scheduler: CurrentThreadScheduler.instance)
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received.value, [1, 2, 3])
        subscription.dispose()
    }

    func testTimersOfAnyIntegerType() {
        let scheduler = TestScheduler()
        let interval = scheduler.start(disposed: 450) {
            Observable<Int64>.interval(.seconds(100), scheduler: scheduler)
        }
        XCTAssertEqual(interval.events, [.next(300, 0), .next(400, 1)])

        let timerScheduler = TestScheduler()
        let timer = timerScheduler.start { Observable<UInt8>.timer(.seconds(50), scheduler: timerScheduler) }
        XCTAssertEqual(timer.events, [.next(250, 0), .completed(250)])

        let periodicScheduler = TestScheduler()
        let periodic = periodicScheduler.start(disposed: 400) {
            Observable<Int32>.timer(.seconds(50), period: .seconds(100), scheduler: periodicScheduler)
        }
        XCTAssertEqual(periodic.events, [.next(250, 0), .next(350, 1)])
    }

    func testConcurrentSchedulersStillDeliverInOrder() throws {
        let concurrent = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let received = try Observable.from(0..<200).observe(on: concurrent).toBlocking(timeout: 5).toArray()
        XCTAssertEqual(received, Array(0..<200))

        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 4
        let operations = OperationQueueScheduler(operationQueue: queue)
        let delivered = try Observable.from(0..<100).observe(on: operations).toBlocking(timeout: 5).toArray()
        XCTAssertEqual(delivered, Array(0..<100))

        let delayed = try Observable.just(1).delay(.milliseconds(20), scheduler: concurrent).toBlocking(timeout: 5)
            .first()
        XCTAssertEqual(delayed, 1)
    }

    func testSerialDispatchQueueSchedulerOnAGivenQueue() throws {
        let queue = DispatchQueue(label: "serial-under-test")
        let marker = DispatchSpecificKey<String>()
        queue.setSpecific(key: marker, value: "mine")
        let scheduler = SerialDispatchQueueScheduler(serialQueue: queue)
        let seen = try Observable.of(1, 2).observe(on: scheduler)
            .map { _ in DispatchQueue.getSpecific(key: marker) }
            .toBlocking(timeout: 5).toArray()
        XCTAssertEqual(seen, ["mine", "mine"])
    }

    /// RxSwift's check, without stopping the process: off the main queue it reports why.
    func testEnsureRunningOnMainThreadReportsInsteadOfStopping() {
        let reported = LockedBox<[String]>([])
        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        Hooks.defaultErrorHandler = { _, error in reported.mutate { $0.append("\(error)") } }

        XCTAssertTrue(MainScheduler.ensureRunningOnMainThread())
        let answer = LockedBox<Bool?>(nil)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            answer.set(MainScheduler.ensureRunningOnMainThread(errorMessage: "Binding off main."))
            done.signal()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(answer.value, false)
        XCTAssertEqual(reported.value.count, 1)
        XCTAssertTrue(reported.value.first?.hasPrefix("Binding off main. This code must run on the main queue") == true)
    }

    /// RxSwift's debug counter: live observables that `observe(on:)` made for a serial queue.
    func testSerialDispatchQueueObservablesAreCountedWhileAlive() throws {
        try XCTSkipUnless(Resources.isTracking, "counted only where resources are")
        let serial = SerialDispatchQueueScheduler(qos: .default, internalSerialQueueName: "counted")
        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, 0)
        do {
            let observable = Observable.just(0).observe(on: serial)
            let elsewhere = Observable.just(0).observe(on: ConcurrentDispatchQueueScheduler(qos: .default))
            XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, 1)
            withExtendedLifetime((observable, elsewhere)) {}
        }
        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, 0)
    }
}
