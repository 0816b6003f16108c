import CoreSupport

/// Disposes what it holds on a scheduler, once: for a resource that must be released on a
/// particular queue (RxSwift's `ScheduledDisposable`).
public final class ScheduledDisposable: Cancelable {
    /// The scheduler the disposal runs on.
    public let scheduler: ImmediateSchedulerType
    /// The disposable, until `dispose()` takes it.
    @usableFromInline let held: LockedValue<Disposable?>

    /// Holds `disposable` until `dispose()` schedules its disposal on `scheduler`.
    @inlinable
    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        held = LockedValue(disposable)
    }

    /// Whether `dispose()` was called.
    @inlinable
    public var isDisposed: Bool { held.withLock { $0 == nil } }

    /// Schedules the held disposable's disposal; later calls do nothing.
    @inlinable
    public func dispose() {
        let taken = held.withLock { held -> Disposable? in
            defer { held = nil }
            return held
        }
        guard let taken else { return }
        _ = scheduler.schedule(()) { _ in
            taken.dispose()
            return Disposables.create()
        }
    }
}
