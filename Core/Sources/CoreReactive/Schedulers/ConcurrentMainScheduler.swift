import Foundation

/// Schedules work on the main queue, running it at once when called there (RxSwift's
/// `ConcurrentMainScheduler`, made for `subscribe(on:)`: a control's events are subscribed
/// to on the main thread, with no hop when the subscription starts there).
///
/// Unlike `MainScheduler`, it runs work scheduled on the main queue at once even while other
/// work is queued or running: what it schedules is a subscription or a disposal, not an
/// event that must keep its order.
public final class ConcurrentMainScheduler: SchedulerType {
    /// The one instance: it holds no state, so every caller may share it.
    public static let instance = ConcurrentMainScheduler()

    private init() {}

    /// The wall-clock time.
    public var now: RxTime { Date() }

    /// Runs `action` at once on the main queue, or on its next turn from elsewhere.
    public func schedule<StateType: Sendable>(
        _ state: StateType, action: @escaping @Sendable (StateType) -> Disposable
    ) -> Disposable {
        if MainScheduler.isOnMainQueue { return action(state) }
        let cancel = SingleAssignmentDisposable()
        MainScheduler.enqueue {
            guard !cancel.isDisposed else { return }
            cancel.setDisposable(action(state))
        }
        return cancel
    }

    /// Runs `action` on the main queue after `dueTime`, as `MainScheduler` does.
    public func scheduleRelative<StateType: Sendable>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping @Sendable (StateType) -> Disposable
    ) -> Disposable {
        MainScheduler.instance.scheduleRelative(state, dueTime: dueTime, action: action)
    }
}
