/// Disposes the underlying disposable once it was disposed and every handed-out reference
/// was disposed too: several consumers share one resource, the last one out releases it.
public final class RefCountDisposable: Cancelable, @unchecked Sendable {
    // @unchecked: every field is read and written under `lock`.
    @usableFromInline
    let lock = Lock()
    @usableFromInline
    var disposable: Disposable?
    @usableFromInline
    var primaryDisposed = false
    @usableFromInline
    var count = 0

    /// Guards `disposable`.
    @inlinable
    public init(disposable: Disposable) {
        self.disposable = disposable
    }

    /// Whether the underlying disposable was released.
    public var isDisposed: Bool { lock.locked { disposable == nil } }

    /// A reference that keeps the underlying disposable alive until it is disposed; after
    /// the underlying one was released, a no-op.
    @inlinable
    public func retain() -> Disposable {
        let alive = lock.locked { () -> Bool in
            guard disposable != nil else { return false }
            count += 1
            return true
        }
        guard alive else { return Disposables.create() }
        return Disposables.create { [self] in release() }
    }

    /// Marks the primary reference disposed; the underlying disposable goes when no
    /// retained reference is left.
    @inlinable
    public func dispose() {
        let released = lock.locked { () -> Disposable? in
            guard !primaryDisposed, let current = disposable else { return nil }
            primaryDisposed = true
            guard count == 0 else { return nil }
            disposable = nil
            return current
        }
        released?.dispose()
    }

    @inlinable
    func release() {
        let released = lock.locked { () -> Disposable? in
            count -= 1
            guard primaryDisposed, count == 0, let current = disposable else { return nil }
            disposable = nil
            return current
        }
        released?.dispose()
    }
}
