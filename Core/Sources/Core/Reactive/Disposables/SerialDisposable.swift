/// Holds one disposable at a time: replacing it disposes the previous one.
public final class SerialDisposable: Cancelable, @unchecked Sendable {
    @usableFromInline
    let lock = Lock()
    // Guarded by `lock`.
    @usableFromInline
    var current: Disposable?
    @usableFromInline
    var disposed = false

    /// An empty holder.
    @inlinable
    public init() {}

    /// Whether the holder was disposed.
    public var isDisposed: Bool { lock.locked { disposed } }

    /// The disposable held; setting it disposes the old one, or the new one if already disposed.
    @inlinable
    public var disposable: Disposable {
        get { lock.locked { current ?? Disposables.create() } }
        set {
            let (old, rejected) = lock.locked { () -> (Disposable?, Bool) in
                if disposed { return (nil, true) }
                defer { current = newValue }
                return (current, false)
            }
            old?.dispose()
            if rejected { newValue.dispose() }
        }
    }

    /// Disposes the current disposable and every later one.
    @inlinable
    public func dispose() {
        let old = lock.locked { () -> Disposable? in
            disposed = true
            defer { current = nil }
            return current
        }
        old?.dispose()
    }
}
