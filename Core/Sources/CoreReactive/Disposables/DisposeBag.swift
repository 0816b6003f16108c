import CoreSupport

/// Disposes everything added to it when it is released, like RxSwift's `DisposeBag`.
///
/// Thread-safe; disposables are disposed outside its lock.
public final class DisposeBag: Sendable {
    /// What the bag holds, and whether it was disposed.
    @usableFromInline
    struct State: Sendable {
        @usableFromInline var disposables: [Disposable] = []
        @usableFromInline var isDisposed = false

        @inlinable
        init() {}
    }

    @usableFromInline
    let state = LockedValue(State())

    /// A bag holding nothing yet; what is added later is disposed when the bag is freed.
    @inlinable
    public init() {}

    /// A bag holding these disposables.
    @inlinable
    public convenience init(disposing disposables: Disposable...) {
        self.init()
        insert(disposables)
    }

    /// A bag holding the disposables the builder lists.
    @inlinable
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init()
        insert(builder())
    }

    /// Adds a disposable; if the bag is already disposed, disposes it at once.
    @inlinable
    public func insert(_ disposable: Disposable) {
        insert([disposable])
    }

    /// Adds several disposables.
    @inlinable
    public func insert(_ disposables: Disposable...) {
        insert(disposables)
    }

    /// Adds an array of disposables.
    @inlinable
    public func insert(_ disposables: [Disposable]) {
        let rejected = state.withLock { state -> Bool in
            if state.isDisposed { return true }
            state.disposables.append(contentsOf: disposables)
            return false
        }
        if rejected { disposables.forEach { $0.dispose() } }
    }

    /// Adds the disposables the builder lists: `bag.insert { a; b; c }`.
    @inlinable
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
    }

    @inlinable
    func disposeAll() {
        let all = state.withLock { state -> [Disposable] in
            state.isDisposed = true
            defer { state.disposables = [] }
            return state.disposables
        }
        all.forEach { $0.dispose() }
    }

    deinit {
        disposeAll()
    }

    /// Collects disposables listed one per line, as RxSwift's `DisposeBag.DisposableBuilder`.
    @resultBuilder
    public enum DisposableBuilder {
        /// Joins the listed disposables.
        @inlinable
        public static func buildBlock(_ disposables: Disposable...) -> [Disposable] {
            disposables
        }
    }
}
