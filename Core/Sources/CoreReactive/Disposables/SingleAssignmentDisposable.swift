import CoreSupport

/// Holds a disposable set once, possibly after `dispose()` was called (then it is disposed at once).
public final class SingleAssignmentDisposable: Cancelable, @unchecked Sendable {
    // @unchecked: `current` is ordered by `slot` (see `OnceSlot`).
    @usableFromInline
    let slot = OnceSlot()
    /// Written before `slot` links it, read only by the one releaser.
    @usableFromInline
    var current: Disposable?

    /// A holder whose disposable is set once, later; disposing it first disposes that
    /// disposable as soon as it is set.
    @inlinable
    public init() {}

    /// Whether the holder was disposed.
    public var isDisposed: Bool { slot.isReleased }

    /// Sets the disposable; if the holder is already disposed, disposes it immediately.
    ///
    /// It holds one disposable only: one set after the first is disposed at once and reported
    /// to `Hooks.defaultErrorHandler` (RxSwift stops the process there), and the first stays.
    @inlinable
    public func setDisposable(_ disposable: Disposable) {
        guard slot.claim() else {
            disposable.dispose()
            UnhandledErrors.report(DisposableSetTwice())
            return
        }
        current = disposable
        if slot.link() { return }
        current = nil
        disposable.dispose()
    }

    /// Disposes the held disposable, now or when it arrives.
    @inlinable
    public func dispose() {
        guard case .linked = slot.release() else { return }
        let held = current
        current = nil
        held?.dispose()
    }
}

/// A second disposable given to a `SingleAssignmentDisposable`, which holds one.
@usableFromInline
struct DisposableSetTwice: Error, CustomStringConvertible {
    @inlinable
    init() {}

    @usableFromInline
    var description: String {
        "SingleAssignmentDisposable.setDisposable was called twice; the second disposable was disposed at once."
            + " Use a SerialDisposable to replace what it holds."
    }
}
