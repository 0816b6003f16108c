import CoreSupport

/// Where `Driver` and `Signal` deliver: the main queue, or a scheduler a test puts in its
/// place with `mock(scheduler:action:)` (RxCocoa's idiom), so they run on virtual time.
public enum SharingScheduler {
    /// The schedulers `mock` calls put in place, innermost last.
    @usableFromInline static let mockedSchedulers = LockedValue<[any SchedulerType]>([])

    /// Runs `action` with `scheduler` in place of the main queue for every `Driver` and
    /// `Signal` made meanwhile. Calls nest; the scheduler must run its work on the main
    /// thread (a `TestScheduler` driven from a test on the main thread does), since `drive`
    /// and `emit` call main-actor closures.
    public static func mock<Result>(
        scheduler: some SchedulerType, action: () throws -> Result
    ) rethrows -> Result {
        mockedSchedulers.withLock { $0.append(scheduler) }
        defer { mockedSchedulers.withLock { _ = $0.popLast() } }
        return try action()
    }

    /// Runs `action` with what `makeScheduler` makes in place of the main queue, as
    /// `mock(scheduler:action:)`.
    public static func mock<Result>(
        makeScheduler: () -> some SchedulerType, action: () throws -> Result
    ) rethrows -> Result {
        try mock(scheduler: makeScheduler(), action: action)
    }

    /// Makes the scheduler shared sequences deliver and time on: the mocked one inside a
    /// `mock` call, else the main queue's (RxCocoa's `SharingScheduler.make()`).
    public static var make: @Sendable () -> any SchedulerType { { timing } }

    /// The mocked scheduler, if a `mock` call is running.
    @inlinable
    static var mocked: (any SchedulerType)? { mockedSchedulers.withLock { $0.last } }

    /// The scheduler that times `debounce`, `throttle` and `delay` on shared sequences.
    @inlinable
    static var timing: any SchedulerType { mocked ?? MainScheduler.instance }
}

extension ObservableType {
    /// This sequence delivered where shared sequences deliver: the main queue (no hop for an
    /// event already there), or the mocked scheduler.
    @inlinable
    func observeOnSharingScheduler() -> Observable<Element> where Element: Sendable {
        if let scheduler = SharingScheduler.mocked { return observe(on: scheduler) }
        return observeOnMainQueue()
    }
}
