import Core
import CoreTesting
import XCTest

final class DisposableAPITests: LeakCheckedTestCase {
    /// Core's tests run in debug builds, or in release with `-DTRACE_RESOURCES` (CI's release
    /// step): both count live resources, which every leak check here relies on.
    func testTheTestBuildCountsLiveSubscriptions() {
        XCTAssertTrue(Resources.isTracking, "build Core's release tests with -Xswiftc -DTRACE_RESOURCES")
        let before = Resources.total
        let subject = PublishSubject<Int>()
        var subscription: Disposable? = subject.map { $0 + 1 }.subscribe(onNext: { _ in })
        XCTAssertEqual(Resources.total, before + 3, "the subscriber, the map's sink and the subject's registration")
        subscription?.dispose()
        XCTAssertEqual(Resources.total, before + 1, "the subscriber lives while it is held")
        subscription = nil
        XCTAssertEqual(Resources.total, before)
    }

    func testRefCountDisposableWaitsForEveryRetainedReference() {
        let underlying = BooleanDisposable()
        let refCount = RefCountDisposable(disposable: underlying)
        let first = refCount.retain()
        let second = refCount.retain()
        refCount.dispose()
        XCTAssertFalse(underlying.isDisposed, "references are still held")
        first.dispose()
        first.dispose()
        XCTAssertFalse(underlying.isDisposed, "disposing one reference twice counts once")
        second.dispose()
        XCTAssertTrue(underlying.isDisposed)
        XCTAssertTrue(refCount.isDisposed)
        refCount.retain().dispose()
    }

    func testRefCountDisposableWithoutReferencesDisposesAtOnce() {
        let underlying = BooleanDisposable()
        RefCountDisposable(disposable: underlying).dispose()
        XCTAssertTrue(underlying.isDisposed)
    }

    func testDisposablesCreateTakesAnyNumber() {
        let parts = (0..<5).map { _ in BooleanDisposable() }
        Disposables.create(parts[0], parts[1], parts[2], parts[3], parts[4]).dispose()
        XCTAssertTrue(parts.allSatisfy(\.isDisposed))
        let four = (0..<4).map { _ in BooleanDisposable() }
        Disposables.create(four[0], four[1], four[2], four[3]).dispose()
        XCTAssertTrue(four.allSatisfy(\.isDisposed))
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

    func testTheDefaultErrorHandlerReceivesTheCallStackWhenAskedTo() {
        final class Box: @unchecked Sendable {
            var stacks: [[String]] = []
        }
        let box = Box()
        let previousHandler = Hooks.defaultErrorHandler
        let previousRecording = Hooks.recordCallStackOnError
        let previousCapture = Hooks.customCaptureSubscriptionCallstack
        Hooks.defaultErrorHandler = { stack, _ in box.stacks.append(stack) }
        Hooks.customCaptureSubscriptionCallstack = { ["frame"] }
        defer {
            Hooks.defaultErrorHandler = previousHandler
            Hooks.recordCallStackOnError = previousRecording
            Hooks.customCaptureSubscriptionCallstack = previousCapture
        }
        _ = Observable<Int>.error(TestError()).subscribe()
        Hooks.recordCallStackOnError = true
        _ = Observable<Int>.error(TestError()).subscribe()
        _ = Observable<Int>.error(TestError()).subscribe(onError: { _ in })
        XCTAssertEqual(box.stacks, [[], ["frame"]], "a handled error does not reach the hook")
    }

    func testSubscribeWithAnObjectStillReportsAnUnhandledError() {
        final class Box: @unchecked Sendable {
            var count = 0
        }
        let box = Box()
        let previous = Hooks.defaultErrorHandler
        Hooks.defaultErrorHandler = { _, _ in box.count += 1 }
        defer { Hooks.defaultErrorHandler = previous }
        let owner = NSObjectLike()
        _ = Observable<Int>.error(TestError()).subscribe(with: owner, onNext: { _, _ in })
        XCTAssertEqual(box.count, 1)
    }

    func testRxErrorCasesDescribeThemselves() {
        let cases: [RxError] = [.unknown, .overflow, .argumentOutOfRange, .timeout, .noElements, .moreThanOneElement]
        XCTAssertEqual(Set(cases.map(\.description)).count, cases.count)
        XCTAssertTrue(cases.allSatisfy { !$0.description.isEmpty })
    }

    /// RxSwift's contract for a set-once holder, in either order, plus a second set.
    func testSingleAssignmentDisposableSetThenDisposeDisposeThenSetAndSetTwice() {
        let setFirst = SingleAssignmentDisposable()
        let held = BooleanDisposable()
        setFirst.setDisposable(held)
        XCTAssertFalse(setFirst.isDisposed)
        XCTAssertFalse(held.isDisposed, "holding is not disposing")
        setFirst.dispose()
        XCTAssertTrue(setFirst.isDisposed)
        XCTAssertTrue(held.isDisposed, "disposing the holder disposes what it holds")

        let disposedFirst = SingleAssignmentDisposable()
        disposedFirst.dispose()
        XCTAssertTrue(disposedFirst.isDisposed)
        let late = BooleanDisposable()
        disposedFirst.setDisposable(late)
        XCTAssertTrue(late.isDisposed, "one set after dispose is disposed at once")

        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        let reported = LockedBox<[String]>([])
        Hooks.defaultErrorHandler = { _, error in reported.append("\(error)") }
        let setTwice = SingleAssignmentDisposable()
        let first = BooleanDisposable()
        let second = BooleanDisposable()
        setTwice.setDisposable(first)
        setTwice.setDisposable(second)
        XCTAssertTrue(second.isDisposed, "a second disposable cannot be held, so it goes at once")
        XCTAssertFalse(first.isDisposed, "the first stays held")
        XCTAssertEqual(reported.value.count, 1)
        XCTAssertTrue(reported.value.first?.contains("called twice") == true, "\(reported.value)")
        setTwice.dispose()
        XCTAssertTrue(first.isDisposed)
    }
}

private final class NSObjectLike: Sendable {
    /// A screen that keeps its subscription in a property, with a closure that captures the
    /// screen. Disposing stops the events; the closure goes when the screen lets go of the
    /// subscription (sets it to nil, or resets its bag), and the screen is freed. Unlike
    /// RxSwift's, a disposed subscription keeps its closures until then (the migration table
    /// says so): dropping them at dispose would cost every event a synchronization.
    func testADisposedSubscriptionLetsItsClosuresGoWhenItIsReleased() {
        final class Screen: Sendable {
            let subscription = LockedBox<Disposable?>(nil)
        }
        let subject = PublishSubject<Int>()
        let freed = LockedBox(false)
        weak var weakScreen: Screen?
        do {
            let screen = Screen()
            weakScreen = screen
            screen.subscription.set(
                subject.subscribe(onNext: { _ in _ = screen }, onDisposed: { freed.set(true) }))
            screen.subscription.value?.dispose()
            XCTAssertTrue(freed.value)
            XCTAssertFalse(subject.hasObservers)
            XCTAssertNotNil(weakScreen, "the screen holds the disposed subscription, which holds the closure")
            screen.subscription.set(nil)
        }
        XCTAssertNil(weakScreen, "freed once the screen let go of its subscription")
    }
}
