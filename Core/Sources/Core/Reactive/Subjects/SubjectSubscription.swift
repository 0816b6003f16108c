/// One observer's registration with a subject, as its subscriber holds it: disposing it stops
/// delivery at once and unsubscribes.
///
/// It does not hold the observer (the subject's list does, see `ObserverCell`), so a
/// subscriber that keeps its subscription does not keep its own observer: when the public
/// subject goes away it lets its observers go (`SubjectCore.detachAll`), and they and what
/// they hold are freed, as in RxSwift. Not generic on purpose: disposing runs a closure made
/// where the subject's element type is known, so it needs no runtime type lookups.
@usableFromInline
final class SubjectSubscription: Disposable {
    /// Set by the first `dispose`, for an observer that cannot say it stopped. Nil for one
    /// that can (a closure subscriber, an operator's sink), which stops before it disposes
    /// its subscription and ignores what arrives after: no flag to allocate.
    @usableFromInline let disposed: AtomicWord?
    @usableFromInline let unsubscribe: @Sendable (SubjectSubscription) -> Void

    @inlinable
    init(flagged: Bool, unsubscribe: @escaping @Sendable (SubjectSubscription) -> Void) {
        disposed = flagged ? AtomicWord() : nil
        self.unsubscribe = unsubscribe
        Resources.increment()
    }

    deinit { Resources.decrement() }

    /// Whether delivery must skip the observer because it was disposed. One without the flag
    /// stopped itself before disposing, and ignores what arrives after.
    @inlinable
    var isDisposed: Bool { (disposed?.load() ?? 0) != 0 }

    @inlinable
    func dispose() {
        if let previous = disposed?.exchange(1), previous != 0 { return }
        unsubscribe(self)
    }
}

/// One observer in a subject's list: the observer, its subscription (for the disposed flag,
/// and for finding it on removal) and when it joined. Only the list holds it.
@usableFromInline
final class ObserverCell<Element: Sendable>: Sendable {
    @usableFromInline let observer: AnyObserver<Element>
    @usableFromInline let subscription: SubjectSubscription
    /// Whether the subscription has a disposed flag to check before each event; an observer
    /// that stops itself has none, and delivery then skips reading the subscription.
    @usableFromInline let checksDisposal: Bool
    /// The subject's event count when it joined: queued events numbered above it reach it.
    @usableFromInline let joined: Int

    @inlinable
    init(observer: AnyObserver<Element>, subscription: SubjectSubscription, joined: Int) {
        self.observer = observer
        self.subscription = subscription
        checksDisposal = subscription.disposed != nil
        self.joined = joined
    }

    /// Whether delivery must skip the observer because its subscription was disposed.
    @inlinable
    var isDisposed: Bool { checksDisposal && subscription.isDisposed }

    /// Delivers `event` unless the subscription was disposed.
    @inlinable
    func receive(_ event: Event<Element>) {
        guard !isDisposed else { return }
        // An element on its own path (see `AnyObserver.nextHandler`).
        if case .next(let element) = event { observer.onNext(element) } else { observer.on(event) }
    }
}
