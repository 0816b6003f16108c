import Dispatch
import Foundation

/// Schedules work on a serial dispatch queue: events observed on it stay in order.
public final class SerialDispatchQueueScheduler: SchedulerType {
    /// The queue work runs on.
    public let queue: DispatchQueue

    /// A scheduler on a new serial queue with this label.
    public init(internalSerialQueueName: String, qos: DispatchQoS = .default) {
        queue = DispatchQueue(label: internalSerialQueueName, qos: qos)
    }

    /// A scheduler that targets `queue` through a serial queue of its own.
    public init(queue: DispatchQueue, internalSerialQueueName: String) {
        self.queue = DispatchQueue(label: internalSerialQueueName, target: queue)
    }

    /// A scheduler on a new serial queue with this quality of service.
    public convenience init(qos: DispatchQoS) {
        self.init(internalSerialQueueName: "rx.serial.\(qos.qosClass)", qos: qos)
    }

    /// The wall-clock time.
    public var now: RxTime { Date() }

    /// Runs `action` on the queue.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        DispatchScheduling.schedule(on: queue, state, action: action)
    }

    /// Runs `action` on the queue after `dueTime`.
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        DispatchScheduling.schedule(on: queue, after: dueTime, state, action: action)
    }
}

/// The dispatch plumbing both queue schedulers share.
enum DispatchScheduling {
    static func schedule<StateType>(on queue: DispatchQueue, _ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let work = UncheckedBox(value: (state, action))
        queue.async {
            guard !cancel.isDisposed else { return }
            cancel.setDisposable(work.value.1(work.value.0))
        }
        return cancel
    }

    static func schedule<StateType>(on queue: DispatchQueue, after dueTime: RxTimeInterval, _ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if case .never = dueTime { return Disposables.create() }
        let cancel = SingleAssignmentDisposable()
        let work = UncheckedBox(value: (state, action))
        queue.asyncAfter(deadline: .now() + dueTime) {
            guard !cancel.isDisposed else { return }
            cancel.setDisposable(work.value.1(work.value.0))
        }
        return cancel
    }
}
