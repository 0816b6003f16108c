/// One observer's registration with a subject; disposing it stops delivery at once and
/// unsubscribes.
///
/// The base is not generic on purpose: disposing runs a closure made where the subject's
/// element type is known, so it needs no runtime type lookups.
@usableFromInline
class SubjectSubscription: Disposable, @unchecked Sendable {
    // @unchecked: `disposed` is atomic, and `unsubscribe` is immutable and safe to run again
    // (the subject removes an observer only if it is still listed).
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

    @inlinable
    final func dispose() {
        if let previous = disposed?.exchange(1), previous != 0 { return }
        unsubscribe(self)
    }
}

/// The subscription together with its observer: what a subject's list holds.
@usableFromInline
final class SubjectObserver<Element>: SubjectSubscription, @unchecked Sendable {
    // @unchecked: the observer is immutable and called only by the subject's delivering thread.
    @usableFromInline let observer: AnyObserver<Element>

    @inlinable
    init(observer: AnyObserver<Element>, unsubscribe: @escaping @Sendable (SubjectSubscription) -> Void) {
        self.observer = observer
        super.init(flagged: observer.isStopped == nil, unsubscribe: unsubscribe)
    }

    /// Whether delivery must skip this observer because it was disposed. One without the
    /// flag stopped itself before disposing, and ignores what arrives after.
    @inlinable
    var isDisposed: Bool { (disposed?.load() ?? 0) != 0 }

    /// Delivers `event` unless the subscription was disposed.
    @inlinable
    func receive(_ event: Event<Element>) {
        if !isDisposed { observer.on(event) }
    }
}
