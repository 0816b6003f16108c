import CoreSupport
import Dispatch
import Foundation

/// Schedules work on the main queue; the host app runs the main loop.
///
/// Like RxSwift's, it runs work at once when called on the main queue with nothing queued or
/// running, so `observe(on: MainScheduler.instance)` adds no hop for events already on main.
/// Work scheduled from inside a running action is queued after it, in order, never run
/// recursively.
public final class MainScheduler: SchedulerType {
    /// Marks the main queue. On Linux, `dispatchMain()` drains the main queue on a worker
    /// thread, so "on the main queue" cannot be told from `Thread.isMainThread` alone.
    @usableFromInline
    static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main queue (or the main thread).
    @inlinable
    public static var isOnMainQueue: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    /// The shared main-queue scheduler.
    public static let instance = MainScheduler(alwaysAsync: false)

    /// Blocks Core has put on the main queue that have not finished: events hopping there
    /// and actions scheduled there.
    @usableFromInline
    static let queuedWork = AtomicWord()

    /// Whether Core has work queued on the main queue that has not run yet. Code on the main
    /// queue that must see everything an action set off (a line-mode shell about to print the
    /// screen a command opened) lets the main queue turn until this is false.
    public static var hasQueuedWork: Bool { queuedWork.load() != 0 }

    /// Runs `work` on a later turn of the main queue, counted in `hasQueuedWork` until it has run.
    @inlinable
    static func enqueue(_ work: @escaping @Sendable () -> Void) {
        queuedWork.add(1)
        DispatchQueue.main.async {
            defer { queuedWork.add(-1) }
            work()
        }
    }

    /// A main-queue scheduler that always defers to the next turn of the main loop.
    public static let asyncInstance = MainScheduler(alwaysAsync: true)

    @usableFromInline
    let alwaysAsync: Bool
    /// Actions queued or running; inline runs count too, so that work they schedule queues.
    @usableFromInline
    let pending = AtomicWord()

    @inlinable
    init(alwaysAsync: Bool) {
        self.alwaysAsync = alwaysAsync
    }

    /// A main-queue scheduler with its own count of the work it has queued, as RxSwift's
    /// `MainScheduler()`: its work runs at once on the main queue when none of its own waits,
    /// whatever other schedulers have queued there. RxCocoa's binders each make one, so a
    /// binding made while other main-queue work waits still applies at once.
    @inlinable
    public convenience init() {
        self.init(alwaysAsync: false)
    }

    /// The wall-clock time.
    public var now: RxTime { Date() }

    /// Runs `action` on the main queue: immediately when already there and nothing else is
    /// queued or running, otherwise after everything already queued.
    @inlinable
    public func schedule<StateType: Sendable>(
        _ state: StateType, action: @escaping @Sendable (StateType) -> Disposable
    ) -> Disposable {
        let previous = pending.add(1)
        if !alwaysAsync, previous == 0, Self.isOnMainQueue {
            defer { pending.add(-1) }
            return action(state)
        }
        let cancel = SingleAssignmentDisposable()
        Self.enqueue { [self] in
            defer { pending.add(-1) }
            guard !cancel.isDisposed else { return }
            cancel.setDisposable(action(state))
        }
        return cancel
    }

    /// Runs `action` on the main queue after `dueTime`.
    @inlinable
    public func scheduleRelative<StateType: Sendable>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping @Sendable (StateType) -> Disposable
    ) -> Disposable {
        DispatchScheduling.schedule(on: .main, after: dueTime, state, action: action)
    }
}
