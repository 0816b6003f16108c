import Core
import CoreTesting
import Foundation
import XCTest

/// APIs RxSwift and RxTest users reach for: `debug`, `CompositeDisposable(...)`,
/// `ScheduledDisposable`, trait event assertions and an async sequence's task priority.
final class AdoptionAPITests: LeakCheckedTestCase {
    func testDebugPrintsSubscriptionEventsAndDisposalInRxSwiftsFormat() throws {
        let lines = try capturingStandardOutput {
            _ = Observable.from([1, 2]).debug("numbers").subscribe(onError: { XCTFail("\($0)") })
            _ = Single.just("a long enough element to be cut in the middle").debug("single", trimOutput: true)
                .subscribe(onSuccess: { _ in })
        }
        let contents = lines.map { line in line.split(separator: " ", maxSplits: 2).last.map(String.init) ?? "" }
        XCTAssertEqual(
            contents,
            [
                "numbers -> subscribed", "numbers -> Event next(1)", "numbers -> Event next(2)",
                "numbers -> Event completed", "numbers -> isDisposed",
                "single -> subscribed", "single -> Event next(a long enough e...e cut in the middle)",
                "single -> Event completed", "single -> isDisposed",
            ])
        let stamp = try XCTUnwrap(lines.first?.prefix(23))
        XCTAssertNotNil(
            stamp.range(of: #"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}$"#, options: .regularExpression),
            "each line starts with the time: \(stamp)")
    }

    /// `trimOutput` shortens an event longer than 40 characters, and leaves one of 40 whole.
    func testDebugTrimsEventsLongerThanFortyCharactersOnly() throws {
        let forty = String(repeating: "a", count: 34)  // next(...) adds 6
        let fortyOne = String(repeating: "b", count: 35)
        let lines = try capturingStandardOutput {
            _ = Observable.from([forty, fortyOne]).debug("t", trimOutput: true).subscribe(onError: { XCTFail("\($0)") })
        }
        let events = lines.compactMap { $0.components(separatedBy: "t -> Event ").last }.filter { $0.hasPrefix("next") }
        XCTAssertEqual(events.first, "next(\(forty))", "40 characters are left whole")
        XCTAssertEqual(events.last, "next(bbbbbbbbbbbbbbb...bbbbbbbbbbbbbbbbbbb)", "41 are cut to 20, ... and 20")
    }

    func testDebugNamesTheCallSiteByDefault() throws {
        let lines = try capturingStandardOutput {
            _ = Observable.just(1).debug().subscribe(onError: { XCTFail("\($0)") })
        }
        XCTAssertTrue(
            lines.first?.contains("AdoptionAPITests.swift:") == true && lines.first?.contains("testDebugNames") == true,
            "\(lines)")
    }

    func testACompositeDisposableTakesAnyNumberOfDisposables() {
        let flags = (0..<3).map { _ in BooleanDisposable() }
        let group = CompositeDisposable(flags[0], flags[1], flags[2])
        XCTAssertEqual(group.count, 3)
        group.dispose()
        XCTAssertEqual(flags.map(\.isDisposed), [true, true, true])
    }

    func testAScheduledDisposableDisposesOnItsSchedulerOnce() {
        let scheduler = TestScheduler()
        let inner = BooleanDisposable()
        let disposals = LockedBox(0)
        let counted = Disposables.create {
            disposals.increment()
            inner.dispose()
        }
        let scheduled = ScheduledDisposable(scheduler: scheduler, disposable: counted)
        scheduler.scheduleAt(100) { scheduled.dispose() }
        scheduler.scheduleAt(100) {
            XCTAssertTrue(scheduled.isDisposed, "disposed as soon as asked")
            XCTAssertFalse(inner.isDisposed, "the disposal itself waits for the scheduler")
        }
        scheduler.scheduleAt(200) { scheduled.dispose() }
        scheduler.start()
        XCTAssertTrue(inner.isDisposed)
        XCTAssertEqual(disposals.value, 1)
    }

    func testMaybeCompletableAndSingleEventsCompareAsRxTestCompares() {
        let maybeEvents = LockedBox<[MaybeEvent<Int>]>([])
        _ = Maybe.just(1).subscribe { maybeEvents.append($0) }
        _ = Maybe<Int>.empty().subscribe { maybeEvents.append($0) }
        _ = Maybe<Int>.error(TestError("m")).subscribe { maybeEvents.append($0) }
        XCTAssertEqual(maybeEvents.value, [.success(1), .completed, .error(TestError("m"))])
        XCTAssertNotEqual(maybeEvents.value, [.success(1), .completed, .error(TestError("other"))])

        let completableEvents = LockedBox<[CompletableEvent]>([])
        _ = Completable.empty().subscribe { completableEvents.append($0) }
        _ = Completable.error(TestError("c")).subscribe { completableEvents.append($0) }
        XCTAssertEqual(completableEvents.value, [.completed, .error(TestError("c"))])

        let singleEvents = LockedBox<[SingleEvent<Int>]>([])
        _ = Single.just(2).subscribe { singleEvents.append($0) }
        _ = Single<Int>.error(TestError("s")).subscribe { singleEvents.append($0) }
        XCTAssertEqual(singleEvents.value, [.success(2), .failure(TestError("s"))])
    }

    func testCompletableConcatRunsItsSourcesInTurn() {
        let order = LockedBox<[String]>([])
        let step = { (name: String) in
            Completable.create { done in
                order.append(name)
                done(.completed)
                return Disposables.create()
            }
        }
        _ = Completable.concat(step("a"), step("b")).subscribe { _ in order.append("done") }
        _ = Completable.concat([step("c"), .error(TestError()), step("never")]).subscribe { order.append("\($0)") }
        XCTAssertEqual(order.value, ["a", "b", "done", "c", "error(test error)"])
    }

    func testAnAsyncSequenceRunsAtTheAskedPriority() async throws {
        struct Priorities: AsyncSequence, Sendable {
            struct AsyncIterator: AsyncIteratorProtocol {
                var done = false
                mutating func next() async -> String? {
                    defer { done = true }
                    return done ? nil : "\(Task.currentPriority)"
                }
            }
            func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
        }
        let low = try await Priorities().asObservable(priority: .low).asSingle().value
        XCTAssertEqual(low, "\(TaskPriority.low)")
        let high = try await Priorities().asObservable(detached: true, priority: .high).asSingle().value
        XCTAssertEqual(high, "\(TaskPriority.high)")
    }

    /// Runs `body` with standard output going to a pipe and returns the lines written.
    private func capturingStandardOutput(_ body: () -> Void) throws -> [String] {
        let pipe = Pipe()
        fflush(nil)
        let saved = dup(STDOUT_FILENO)
        dup2(pipe.fileHandleForWriting.fileDescriptor, STDOUT_FILENO)
        body()
        fflush(nil)
        dup2(saved, STDOUT_FILENO)
        close(saved)
        try pipe.fileHandleForWriting.close()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return text.split(separator: "\n").map(String.init)
    }
}
