import CoreSupport

/// Factories for the common disposables.
public enum Disposables {
    /// A disposable that does nothing.
    @inlinable
    public static func create() -> Disposable { NopDisposable.instance }

    /// A disposable that runs `dispose` once, on the first call, on whichever thread disposes.
    /// The closure is `sending`: the disposable takes over what it captures, so the caller
    /// cannot go on changing a non-Sendable object that the closure changes on dispose.
    @inlinable
    public static func create(with dispose: sending @escaping () -> Void) -> Cancelable {
        AnonymousDisposable(dispose)
    }

    /// A disposable that runs `dispose` once, on the main actor: at once when disposed on the
    /// main queue, else on its next turn. For what a view's `rx` source registered with its
    /// control, undone in main-actor code the compiler checks, as the subscription of a
    /// `ControlEvent` or `ControlProperty` is disposed on the main queue:
    /// `return Disposables.create(onMainActor: { control.removeAction(id) })`. (`create`'s
    /// trailing closure is not main-actor code, even there: it may run on any thread.)
    @inlinable
    public static func create(onMainActor dispose: @escaping @MainActor () -> Void) -> Cancelable {
        AnonymousDisposable { MainActor.runOnMainSoon(dispose) }
    }

    /// A disposable that disposes both.
    @inlinable
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
        CompositeDisposable(disposable1, disposable2)
    }

    /// A disposable that disposes all of them: three or more, as RxSwift spells it.
    @inlinable
    public static func create(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable, _ disposables: Disposable...
    ) -> Cancelable {
        CompositeDisposable(disposables: [disposable1, disposable2, disposable3] + disposables)
    }

    /// A disposable that disposes all of them.
    @inlinable
    public static func create(_ disposables: [Disposable]) -> Cancelable {
        CompositeDisposable(disposables: disposables)
    }
}

@usableFromInline
struct NopDisposable: Disposable {
    @usableFromInline
    static let instance = NopDisposable()
    @inlinable
    func dispose() {}
}

/// Runs its action once; the action may be called from any thread.
@usableFromInline
final class AnonymousDisposable: Cancelable {
    /// The action until the first `dispose` takes it. It was received `sending`, so nothing
    /// outside this disposable can reach what it captures.
    @usableFromInline
    let action: LockedValue<(() -> Void)?>

    @inlinable
    init(_ action: sending @escaping () -> Void) {
        self.action = LockedValue(action)
    }

    @usableFromInline
    var isDisposed: Bool { action.withLock { $0 == nil } }

    @inlinable
    func dispose() {
        let pending = action.withLock { action -> (() -> Void)? in
            let taken = action
            action = nil
            return taken
        }
        pending?()
    }
}

/// A flag that flips once; cheap to read on every event.
public final class BooleanDisposable: Cancelable {
    @usableFromInline
    let flag = AtomicWord()

    /// A disposable that is not yet disposed.
    @inlinable
    public init() {}

    /// A disposable that is already disposed when `isDisposed` is true.
    @inlinable
    public init(isDisposed: Bool) {
        flag.store(isDisposed ? 1 : 0)
    }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { flag.load() != 0 }

    /// Sets the flag.
    @inlinable
    public func dispose() { flag.store(1) }
}
