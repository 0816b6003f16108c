/// Disposes what it holds on a scheduler, once: for a resource that must be released on a
/// particular queue (RxSwift's `ScheduledDisposable`).
public final class ScheduledDisposable: Cancelable, @unchecked Sendable {
    // @unchecked: `held` is read and written under `lock`; the scheduler is Sendable.
    /// The scheduler the disposal runs on.
    public let scheduler: ImmediateSchedulerType
    @usableFromInline let lock = Lock()
    @usableFromInline var held: Disposable?

    /// Holds `disposable` until `dispose()` schedules its disposal on `scheduler`.
    @inlinable
    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        held = disposable
    }

    /// Whether `dispose()` was called.
    @inlinable
    public var isDisposed: Bool { lock.locked { held == nil } }

    /// Schedules the held disposable's disposal; later calls do nothing.
    @inlinable
    public func dispose() {
        let taken = lock.locked { () -> Disposable? in
            defer { held = nil }
            return held
        }
        guard let taken else { return }
        let target = UncheckedBox(value: taken)
        _ = scheduler.schedule(()) { _ in
            target.value.dispose()
            return Disposables.create()
        }
    }
}
