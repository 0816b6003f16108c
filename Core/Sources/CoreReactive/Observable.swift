import CoreSupport

/// A push-based sequence of elements that follows the grammar `next* (error | completed)?`.
///
/// Build one with a factory (`create`, `just`, `from`, ...) or an operator. Subjects, relays
/// and traits are `ObservableType`s with `asObservable()`, as in RxSwift.
///
/// `Observable` is `Sendable`, checked by the compiler: all it keeps is its subscription logic,
/// a `@Sendable` closure, and every operator's closure is `@Sendable` too, because a chain may
/// be subscribed on one thread and receive its events on another.
public final class Observable<Element>: ObservableType, Sendable {
    @usableFromInline let body: @Sendable (AnyObserver<Element>) -> Disposable
    /// Whether a subscription made outside any trampoline runs inside the current thread's
    /// (see `CurrentThreadScheduler`): true for what RxSwift builds as a producer, false for
    /// what subscribes its observer at once (`just`, a subject, `share()`).
    @usableFromInline let entersTrampoline: Bool

    /// The building block of every operator and factory. Unlike `Observable.create`, it trusts
    /// `body` to respect the grammar, which the operators' sinks guarantee. With
    /// `entersTrampoline` false, the sequence subscribes its observer at once, outside the
    /// trampoline, as RxSwift's `just`, `empty`, subjects and `share()` do.
    @inlinable
    init(entersTrampoline: Bool = true, _ body: @escaping @Sendable (AnyObserver<Element>) -> Disposable) {
        self.body = body
        self.entersTrampoline = entersTrampoline
        Resources.increment()
    }

    deinit { Resources.decrement() }

    /// Starts delivering events to `observer` until the returned disposable is disposed.
    @inlinable @inline(__always)
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let observer = AnyObserver.erasing(observer)
        guard entersTrampoline, TrampolineFlag.current == TrampolineFlag.idle else { return body(observer) }
        return CurrentThreadScheduler.trampoline { body(observer) }
    }

    /// Returns itself.
    @inlinable
    public func asObservable() -> Observable<Element> { self }
}
