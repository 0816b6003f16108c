import CoreSupport
import Dispatch

/// The dispatch plumbing the queue schedulers share.
@usableFromInline
enum DispatchScheduling {
    /// Runs `action` on `queue` unless cancelled first.
    @inlinable
    static func schedule<StateType: Sendable>(
        on queue: DispatchQueue, _ state: StateType, action: @escaping @Sendable (StateType) -> Disposable
    ) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        queue.async {
            guard !cancel.isDisposed else { return }
            cancel.setDisposable(action(state))
        }
        return cancel
    }

    /// Runs `action` on `queue` after `dueTime` unless cancelled first.
    @inlinable
    static func schedule<StateType: Sendable>(
        on queue: DispatchQueue, after dueTime: RxTimeInterval, leeway: DispatchTimeInterval = .nanoseconds(0),
        _ state: StateType, action: @escaping @Sendable (StateType) -> Disposable
    ) -> Disposable {
        if case .never = dueTime { return Disposables.create() }
        let cancel = SingleAssignmentDisposable()
        let timer = UncheckedBox(value: DispatchSource.makeTimerSource(queue: queue))
        timer.value.schedule(deadline: .now() + dueTime, leeway: leeway)
        // The handler keeps the timer alive until it fires or is cancelled; cancelling
        // releases the handler, and with it the action, at once.
        timer.value.setEventHandler {
            timer.value.cancel()
            guard !cancel.isDisposed else { return }
            cancel.setDisposable(action(state))
        }
        timer.value.resume()
        return Disposables.create(cancel, Disposables.create { timer.value.cancel() })
    }
}
