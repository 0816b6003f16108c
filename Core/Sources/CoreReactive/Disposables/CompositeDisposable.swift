import CoreSupport

/// A group of disposables disposed together; one added after disposal is disposed at once.
public final class CompositeDisposable: Cancelable {
    /// Identifies an inserted disposable so it can be removed.
    public struct DisposeKey: Hashable, Sendable {
        @inlinable
        init(value: UInt64) { self.value = value }

        @usableFromInline
        let value: UInt64
    }

    /// The disposables held by key, nil once disposed, and the next key.
    @usableFromInline
    struct State: Sendable {
        @usableFromInline var items: [UInt64: Disposable]?
        @usableFromInline var nextKey: UInt64

        @inlinable
        init(items: [UInt64: Disposable], nextKey: UInt64) {
            self.items = items
            self.nextKey = nextKey
        }
    }

    @usableFromInline
    let state: LockedValue<State>

    /// A group with nothing in it yet; what is inserted after it was disposed is disposed at
    /// once.
    @inlinable
    public init() {
        state = LockedValue(State(items: [:], nextKey: 0))
    }

    /// A group holding two disposables.
    @inlinable
    public init(_ disposable1: Disposable, _ disposable2: Disposable) {
        state = LockedValue(State(items: [0: disposable1, 1: disposable2], nextKey: 2))
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
        state = LockedValue(State(items: initial, nextKey: UInt64(disposables.count)))
    }

    /// Whether the group was disposed.
    public var isDisposed: Bool { state.withLock { $0.items == nil } }

    /// The number of disposables held.
    public var count: Int { state.withLock { $0.items?.count ?? 0 } }

    /// Adds a disposable; returns nil and disposes it when the group is already disposed.
    @discardableResult
    @inlinable
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key: UInt64? = state.withLock { state in
            guard state.items != nil else { return nil }
            let key = state.nextKey
            state.nextKey += 1
            state.items?[key] = disposable
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
        let removed = state.withLock { $0.items?.removeValue(forKey: key.value) }
        removed?.dispose()
    }

    /// Disposes everything held, now and later.
    @inlinable
    public func dispose() {
        let all = state.withLock { state -> [UInt64: Disposable]? in
            defer { state.items = nil }
            return state.items
        }
        all?.values.forEach { $0.dispose() }
    }
}
