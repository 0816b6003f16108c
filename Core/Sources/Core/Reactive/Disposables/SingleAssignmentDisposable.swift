import Synchronization

/// Holds a disposable set once, possibly after `dispose()` was called (then it is disposed at once).
public final class SingleAssignmentDisposable: Cancelable, @unchecked Sendable {
    private let lock = Lock()
    private var current: Disposable?
    private var disposed = false

    /// An empty holder.
    public init() {}

    /// Whether the holder was disposed.
    public var isDisposed: Bool { lock.locked { disposed } }

    /// Sets the disposable; if the holder is already disposed, disposes it immediately.
    public func setDisposable(_ disposable: Disposable) {
        let rejected = lock.locked { () -> Bool in
            if disposed { return true }
            current = disposable
            return false
        }
        if rejected { disposable.dispose() }
    }

    /// Disposes the held disposable, now or when it arrives.
    public func dispose() {
        let old = lock.locked { () -> Disposable? in
            if disposed { return nil }
            disposed = true
            defer { current = nil }
            return current
        }
        old?.dispose()
    }
}
