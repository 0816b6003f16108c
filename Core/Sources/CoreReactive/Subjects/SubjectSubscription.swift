import CoreSupport

/// One observer's registration with a subject, as its subscriber holds it: disposing it stops
/// delivery at once and unsubscribes.
///
/// A value of three words (the unsubscribing closure and the observer's key), so returning it
/// as a `Disposable` allocates nothing. It holds the subject's core, not the observer (the
/// subject's list does, see `ObserverCell`), so a subscriber that keeps its subscription does
/// not keep its own observer: when the public subject goes away it lets its observers go
/// (`SubjectCore.detachAll`), and they and what they hold are freed, as in RxSwift. Not
/// generic on purpose: disposing runs a closure made where the subject's element type is
/// known, so it needs no runtime type lookups. Disposing twice, or a copy, finds the key gone
/// and does nothing.
@usableFromInline
struct SubjectSubscription: Disposable {
    @usableFromInline let unsubscribe: @Sendable (Int) -> Void
    /// The observer's key in the subject's list.
    @usableFromInline let key: Int

    @inlinable
    init(key: Int, unsubscribe: @escaping @Sendable (Int) -> Void) {
        self.key = key
        self.unsubscribe = unsubscribe
    }

    @inlinable
    func dispose() { unsubscribe(key) }
}

/// One observer in a subject's list: the observer, its key, whether it was disposed and when
/// it joined. Only the list holds it.
@usableFromInline
final class ObserverCell<Element: Sendable>: Sendable {
    @usableFromInline let observer: AnyObserver<Element>
    /// What the subscription's `dispose` names it by.
    @usableFromInline let key: Int
    /// Set when the subscription is disposed, for an observer that cannot say it stopped.
    /// Nil for one that can (a closure subscriber, an operator's sink), which stops before it
    /// disposes its subscription and ignores what arrives after: no flag to allocate, and
    /// nothing to read before each event.
    @usableFromInline let disposed: AtomicWord?
    /// The subject's event count when it joined: queued events numbered above it reach it.
    @usableFromInline let joined: Int

    @inlinable
    init(observer: AnyObserver<Element>, key: Int, joined: Int) {
        self.observer = observer
        self.key = key
        disposed = observer.consumer == nil ? AtomicWord() : nil
        self.joined = joined
        Resources.increment()
    }

    deinit { Resources.decrement() }

    /// Whether delivery must skip the observer because its subscription was disposed.
    @inlinable
    var isDisposed: Bool { (disposed?.load() ?? 0) != 0 }

    /// Delivers `event` unless the subscription was disposed.
    @inlinable
    func receive(_ event: Event<Element>) {
        guard !isDisposed else { return }
        // An element on its own path (see `AnyObserver.nextHandler`).
        if case .next(let element) = event { observer.onNext(element) } else { observer.on(event) }
    }
}
