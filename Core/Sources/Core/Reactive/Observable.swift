/// A push-based sequence of elements that follows the grammar `next* (error | completed)?`.
///
/// Build one with a factory (`create`, `just`, `from`, ...) or an operator. Subjects are
/// observables too, so a subject can be passed wherever an observable is expected.
///
/// `Observable` is not `Sendable`, and neither are the traits (`Single`, `Maybe`,
/// `Completable`): an operator chain holds the closures it was built with, and they may
/// capture state that belongs to one isolation domain. Build a chain where it is used; hand
/// other tasks its values (`values`, `value`) or a subject instead.
public class Observable<Element>: ObservableType {
    @inlinable
    init() {}

    /// Starts delivering events to `observer` until the returned disposable is disposed.
    @inlinable @inline(__always)
    public final func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        // Specialized code folds this check away; an erased observer is not wrapped twice.
        if let erased = observer as? AnyObserver<Element> { return run(erased) }
        return run(AnyObserver(observer))
    }

    /// The subscription logic; every concrete observable overrides it.
    @inlinable
    func run(_ observer: AnyObserver<Element>) -> Disposable {
        observer.on(.completed)
        return Disposables.create()
    }

    /// Returns itself.
    @inlinable
    public func asObservable() -> Observable<Element> { self }
}

/// An observable whose subscription logic is a closure: the building block of every operator.
///
/// Unlike `Observable.create`, it trusts its closure to respect the grammar, which the
/// operators' sinks guarantee.
@usableFromInline
final class Producer<Element>: Observable<Element> {
    @usableFromInline let body: (AnyObserver<Element>) -> Disposable

    @inlinable
    init(_ body: @escaping (AnyObserver<Element>) -> Disposable) {
        self.body = body
    }

    @inlinable
    override func run(_ observer: AnyObserver<Element>) -> Disposable {
        body(observer)
    }
}
