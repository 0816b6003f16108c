/// A group of disposables disposed together; one added after disposal is disposed at once.
public final class CompositeDisposable: Cancelable, @unchecked Sendable {
    // @unchecked: `items` and `nextKey` are read and written under `lock`; it holds no element.
    /// Identifies an inserted disposable so it can be removed.
    public struct DisposeKey: Hashable, Sendable {
        @inlinable
        init(value: UInt64) { self.value = value }

        @usableFromInline
        let value: UInt64
    }

    @usableFromInline
    let lock = Lock()
    // Guarded by `lock`.
    @usableFromInline
    var items: [UInt64: Disposable]? = [:]
    @usableFromInline
    var nextKey: UInt64 = 0

    /// An empty group.
    @inlinable
    public init() {}

    /// A group holding two disposables.
    @inlinable
    public init(_ disposable1: Disposable, _ disposable2: Disposable) {
        items = [0: disposable1, 1: disposable2]
        nextKey = 2
    }

    /// A group holding these disposables.
    @inlinable
    public convenience init(_ disposables: Disposable...) {
        self.init(disposables: disposables)
    }

    /// A group holding these disposables.
    @inlinable
    public init(disposables: [Disposable]) {
        var initial: [UInt64: Disposable] = [:]
        for (index, disposable) in disposables.enumerated() { initial[UInt64(index)] = disposable }
        items = initial
        nextKey = UInt64(disposables.count)
    }

    /// Whether the group was disposed.
    public var isDisposed: Bool { lock.locked { items == nil } }

    /// The number of disposables held.
    public var count: Int { lock.locked { items?.count ?? 0 } }

    /// Adds a disposable; returns nil and disposes it when the group is already disposed.
    @discardableResult
    @inlinable
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key: UInt64? = lock.locked {
            guard items != nil else { return nil }
            let key = nextKey
            nextKey += 1
            items?[key] = disposable
            return key
        }
        guard let key else {
            disposable.dispose()
            return nil
        }
        return DisposeKey(value: key)
    }

    /// Removes and disposes the disposable for `key`.
    @inlinable
    public func remove(for key: DisposeKey) {
        let removed = lock.locked { items?.removeValue(forKey: key.value) }
        removed?.dispose()
    }

    /// Disposes everything held, now and later.
    @inlinable
    public func dispose() {
        let all = lock.locked { () -> [UInt64: Disposable]? in
            defer { items = nil }
            return items
        }
        all?.values.forEach { $0.dispose() }
    }
}
