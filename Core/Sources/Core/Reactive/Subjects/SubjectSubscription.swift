/// One observer's registration with a subject; disposing it stops delivery at once and
/// unsubscribes.
///
/// The base is not generic on purpose: disposing runs a closure made where the subject's
/// element type is known, so it needs no runtime type lookups.
@usableFromInline
class SubjectSubscription: Disposable, @unchecked Sendable {
    // @unchecked: `disposed` is atomic and `unsubscribe` is taken once, by the thread that wins it.
    @usableFromInline let disposed = AtomicWord()
    /// Written once, by the thread that disposes first.
    @usableFromInline
    var unsubscribe: ((SubjectSubscription) -> Void)?

    @inlinable
    init(unsubscribe: @escaping @Sendable (SubjectSubscription) -> Void) {
        self.unsubscribe = unsubscribe
        Resources.increment()
    }

    deinit { Resources.decrement() }

    /// Whether `dispose` ran; the subject skips disposed observers.
    @inlinable
    final var isDisposed: Bool { disposed.load() != 0 }

    @inlinable
    final func dispose() {
        guard disposed.exchange(1) == 0 else { return }
        let action = unsubscribe
        unsubscribe = nil
        action?(self)
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
        super.init(unsubscribe: unsubscribe)
    }

    /// Delivers `event` unless the subscription was disposed.
    @inlinable
    func receive(_ event: Event<Element>) {
        if !isDisposed { observer.on(event) }
    }
}
