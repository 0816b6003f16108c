import CoreSupport

/// Holds one disposable at a time: replacing it disposes the previous one.
public final class SerialDisposable: Cancelable {
    /// The disposable held, and whether the holder was disposed.
    @usableFromInline
    struct State: Sendable {
        @usableFromInline var current: Disposable?
        @usableFromInline var disposed = false

        @inlinable
        init() {}
    }

    @usableFromInline
    let state = LockedValue(State())

    /// A holder with no disposable yet; each one set later disposes the one it replaces.
    @inlinable
    public init() {}

    /// Whether the holder was disposed.
    public var isDisposed: Bool { state.withLock { $0.disposed } }

    /// The disposable held; setting it disposes the old one, or the new one if already disposed.
    @inlinable
    public var disposable: Disposable {
        get { state.withLock { $0.current ?? Disposables.create() } }
        set {
            let (old, rejected) = state.withLock { state -> (Disposable?, Bool) in
                if state.disposed { return (nil, true) }
                defer { state.current = newValue }
                return (state.current, false)
            }
            old?.dispose()
            if rejected { newValue.dispose() }
        }
    }

    /// Disposes the current disposable and every later one.
    @inlinable
    public func dispose() {
        let old = state.withLock { state -> Disposable? in
            state.disposed = true
            defer { state.current = nil }
            return state.current
        }
        old?.dispose()
    }
}
