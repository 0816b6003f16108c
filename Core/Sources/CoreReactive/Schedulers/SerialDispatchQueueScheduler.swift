import Dispatch
import Foundation

/// Schedules work on a serial dispatch queue: events observed on it stay in order.
public final class SerialDispatchQueueScheduler: SchedulerType {
    /// The queue work runs on.
    public let queue: DispatchQueue
    @usableFromInline
    let leeway: DispatchTimeInterval

    /// A scheduler on `serialQueue`, which must be serial.
    @inlinable
    public init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        queue = serialQueue
        self.leeway = leeway
    }

    /// A scheduler on a new serial queue with this label.
    @inlinable
    public convenience init(
        internalSerialQueueName: String, qos: DispatchQoS = .default, leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        self.init(serialQueue: DispatchQueue(label: internalSerialQueueName, qos: qos), leeway: leeway)
    }

    /// A scheduler that targets `queue` through a serial queue of its own.
    @inlinable
    public convenience init(
        queue: DispatchQueue, internalSerialQueueName: String, leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        self.init(serialQueue: DispatchQueue(label: internalSerialQueueName, target: queue), leeway: leeway)
    }

    /// A scheduler on a new serial queue that targets the global queue of this quality of
    /// service, as RxSwift's: its work runs on that global queue, one item at a time.
    @inlinable
    public convenience init(
        qos: DispatchQoS, internalSerialQueueName: String = "rx.global_dispatch_queue.serial",
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        self.init(
            queue: DispatchQueue.global(qos: qos.qosClass), internalSerialQueueName: internalSerialQueueName,
            leeway: leeway)
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
