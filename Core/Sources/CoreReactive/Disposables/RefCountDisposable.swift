import CoreSupport

/// Disposes the underlying disposable once it was disposed and every handed-out reference
/// was disposed too: several consumers share one resource, the last one out releases it.
public final class RefCountDisposable: Cancelable {
    /// The underlying disposable until it is released, whether the primary reference was
    /// disposed, and how many retained references are out.
    @usableFromInline
    struct State: Sendable {
        @usableFromInline var disposable: Disposable?
        @usableFromInline var primaryDisposed = false
        @usableFromInline var count = 0

        @inlinable
        init(disposable: Disposable) { self.disposable = disposable }
    }

    @usableFromInline
    let state: LockedValue<State>

    /// Guards `disposable`.
    @inlinable
    public init(disposable: Disposable) {
        state = LockedValue(State(disposable: disposable))
    }

    /// Whether the underlying disposable was released.
    public var isDisposed: Bool { state.withLock { $0.disposable == nil } }

    /// A reference that keeps the underlying disposable alive until it is disposed; after
    /// the underlying one was released, a no-op.
    @inlinable
    public func retain() -> Disposable {
        let alive = state.withLock { state -> Bool in
            guard state.disposable != nil else { return false }
            state.count += 1
            return true
        }
        guard alive else { return Disposables.create() }
        return Disposables.create { [self] in release() }
    }

    /// Marks the primary reference disposed; the underlying disposable goes when no
    /// retained reference is left.
    @inlinable
    public func dispose() {
        let released = state.withLock { state -> Disposable? in
            guard !state.primaryDisposed, let current = state.disposable else { return nil }
            state.primaryDisposed = true
            guard state.count == 0 else { return nil }
            state.disposable = nil
            return current
        }
        released?.dispose()
    }

    @inlinable
    func release() {
        let released = state.withLock { state -> Disposable? in
            state.count -= 1
            guard state.primaryDisposed, state.count == 0, let current = state.disposable else { return nil }
            state.disposable = nil
            return current
        }
        released?.dispose()
    }
}
