import CoreSupport
import Foundation

/// Schedules work as operations on an `OperationQueue`; disposing cancels an operation that
/// has not started.
public final class OperationQueueScheduler: ImmediateSchedulerType, @unchecked Sendable {
    // @unchecked: both properties are immutable, and `OperationQueue` is thread-safe, though
    // swift-corelibs-foundation does not mark it `Sendable`.

    /// The queue operations are added to.
    public let operationQueue: OperationQueue
    /// The priority of the operations.
    public let queuePriority: Operation.QueuePriority

    /// A scheduler adding operations of `queuePriority` to `operationQueue`.
    @inlinable
    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

    /// Adds an operation that runs `action`.
    @inlinable
    public func schedule<StateType: Sendable>(
        _ state: StateType, action: @escaping @Sendable (StateType) -> Disposable
    ) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let operation = BlockOperation {
            guard !cancel.isDisposed else { return }
            cancel.setDisposable(action(state))
        }
        operation.queuePriority = queuePriority
        operationQueue.addOperation(operation)
        let handle = UncheckedBox(value: operation)
        return Disposables.create(cancel, Disposables.create { handle.value.cancel() })
    }
}
