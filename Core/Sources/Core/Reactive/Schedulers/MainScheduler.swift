import Dispatch
import Foundation
import Synchronization

/// Schedules work on the main queue; the host app runs the main loop.
///
/// Like RxSwift's, it runs work at once when called on the main queue with nothing queued,
/// so `observe(on: MainScheduler.instance)` adds no hop for events already on main.
public final class MainScheduler: SchedulerType {
    /// Marks the main queue. On Linux, `dispatchMain()` drains the main queue on a worker
    /// thread, so "on the main queue" cannot be told from `Thread.isMainThread` alone.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main queue (or the main thread).
    public static var isOnMainQueue: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    /// The shared main-queue scheduler.
    public static let instance = MainScheduler(alwaysAsync: false)

    /// A main-queue scheduler that always defers to the next turn of the main loop.
    public static let asyncInstance = MainScheduler(alwaysAsync: true)

    private let alwaysAsync: Bool
    private let queued = Atomic<Int>(0)

    private init(alwaysAsync: Bool) {
        self.alwaysAsync = alwaysAsync
    }

    /// The wall-clock time.
    public var now: RxTime { Date() }

    /// Runs `action` on the main queue, immediately when already there and nothing is queued.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if !alwaysAsync, Self.isOnMainQueue, queued.load(ordering: .acquiring) == 0 {
            return action(state)
        }
        queued.add(1, ordering: .relaxed)
        let cancel = SingleAssignmentDisposable()
        let work = UncheckedBox(value: (state, action))
        DispatchQueue.main.async { [queued = self] in
            defer { queued.queued.subtract(1, ordering: .releasing) }
            guard !cancel.isDisposed else { return }
            cancel.setDisposable(work.value.1(work.value.0))
        }
        return cancel
    }

    /// Runs `action` on the main queue after `dueTime`.
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        DispatchScheduling.schedule(on: .main, after: dueTime, state, action: action)
    }
}
