import Synchronization

/// Disposes everything added to it when it is released, like RxSwift's `DisposeBag`.
///
/// Thread-safe; disposables are disposed outside its lock.
public final class DisposeBag: @unchecked Sendable {
    private let lock = Lock()
    private var disposables: [Disposable] = []
    private var isDisposed = false

    /// An empty bag.
    public init() {}

    /// Adds a disposable; if the bag is already disposed, disposes it at once.
    public func insert(_ disposable: Disposable) {
        let rejected = lock.locked { () -> Bool in
            if isDisposed { return true }
            disposables.append(disposable)
            return false
        }
        if rejected { disposable.dispose() }
    }

    /// Adds several disposables.
    public func insert(_ disposables: Disposable...) {
        disposables.forEach(insert)
    }

    private func disposeAll() {
        let all = lock.locked { () -> [Disposable] in
            isDisposed = true
            defer { disposables = [] }
            return disposables
        }
        all.forEach { $0.dispose() }
    }

    deinit {
        disposeAll()
    }
}
