/// Disposes everything added to it when it is released, like RxSwift's `DisposeBag`.
///
/// Thread-safe; disposables are disposed outside its lock.
public final class DisposeBag: @unchecked Sendable {
    // @unchecked: `disposables` and `isDisposed` are read and written under `lock`.
    private let lock = Lock()
    private var disposables: [Disposable] = []
    private var isDisposed = false

    /// An empty bag.
    public init() {}

    /// A bag holding these disposables.
    public convenience init(disposing disposables: Disposable...) {
        self.init()
        insert(disposables)
    }

    /// A bag holding the disposables the builder lists.
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init()
        insert(builder())
    }

    /// Adds a disposable; if the bag is already disposed, disposes it at once.
    public func insert(_ disposable: Disposable) {
        insert([disposable])
    }

    /// Adds several disposables.
    public func insert(_ disposables: Disposable...) {
        insert(disposables)
    }

    /// Adds an array of disposables.
    public func insert(_ disposables: [Disposable]) {
        let rejected = lock.locked { () -> Bool in
            if isDisposed { return true }
            self.disposables.append(contentsOf: disposables)
            return false
        }
        if rejected { disposables.forEach { $0.dispose() } }
    }

    /// Adds the disposables the builder lists: `bag.insert { a; b; c }`.
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
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

    /// Collects disposables listed one per line, as RxSwift's `DisposeBag.DisposableBuilder`.
    @resultBuilder
    public enum DisposableBuilder {
        /// Joins the listed disposables.
        public static func buildBlock(_ disposables: Disposable...) -> [Disposable] {
            disposables
        }
    }
}
