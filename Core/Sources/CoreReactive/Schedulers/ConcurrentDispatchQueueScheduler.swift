import Dispatch
import Foundation

/// Schedules work on a concurrent dispatch queue. Operators that deliver through a scheduler
/// (`observe(on:)`, `delay`, timers) still deliver one event at a time, in order.
public final class ConcurrentDispatchQueueScheduler: SchedulerType {
    /// The queue work runs on.
    public let queue: DispatchQueue
    @usableFromInline
    let leeway: DispatchTimeInterval

    /// A scheduler on `queue`.
    @inlinable
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.queue = queue
        self.leeway = leeway
    }

    /// A scheduler on the global queue of this quality of service.
    @inlinable
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass), leeway: leeway)
    }

    /// The wall-clock time.
    public var now: RxTime { Date() }

    /// Runs `action` on the queue.
    @inlinable
    public func schedule<StateType: Sendable>(
        _ state: StateType, action: @escaping @Sendable (StateType) -> Disposable
    ) -> Disposable {
        DispatchScheduling.schedule(on: queue, state, action: action)
    }

    /// Runs `action` on the queue after `dueTime`.
    @inlinable
    public func scheduleRelative<StateType: Sendable>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping @Sendable (StateType) -> Disposable
    ) -> Disposable {
        DispatchScheduling.schedule(on: queue, after: dueTime, leeway: leeway, state, action: action)
    }
}
