import CoreSupport

/// The terminal subscriber behind `subscribe(onNext:...)`: stops at the first terminal event,
/// ignores anything after dispose, and calls `onDisposed` once.
@usableFromInline
final class LambdaSubscriber<Element>: UpstreamLink, ObserverType, Disposable, StopAware, @unchecked Sendable {
    // @unchecked: the finished flag is atomic (see `UpstreamLink`); the closures run under the
    // grammar, one event at a time; `onDisposed` runs for the one caller that wins the release.
    @usableFromInline let onNext: (@Sendable (Element) -> Void)?
    @usableFromInline let onError: (@Sendable (Swift.Error) -> Void)?
    @usableFromInline let onCompleted: (@Sendable () -> Void)?
    @usableFromInline
    let onDisposed: (@Sendable () -> Void)?
    @usableFromInline let callStack: [String]

    @inlinable
    init(
        onNext: (@Sendable (Element) -> Void)?, onError: (@Sendable (Swift.Error) -> Void)?,
        onCompleted: (@Sendable () -> Void)?, onDisposed: (@Sendable () -> Void)?, callStack: [String]
    ) {
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        self.onDisposed = onDisposed
        self.callStack = callStack
        super.init()
        Resources.increment()
    }

    deinit { Resources.decrement() }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            if !isFinished { onNext?(element) }
        case .error(let error):
            guard finish() else { return }
            if let onError { onError(error) } else { UnhandledErrors.report(error, callStack: callStack) }
            release()
        case .completed:
            guard finish() else { return }
            onCompleted?()
            release()
        }
    }

    @usableFromInline var isStoppedDownstream: Bool { isFinished }

    /// The chain ended without a terminal event: nothing will arrive, so the subscription is
    /// over, as if disposed (`onDisposed` runs), and the chain is let go.
    @inlinable func upstreamEndedSilently() { dispose() }

    @inlinable func dispose() {
        _ = finish()
        release()
    }

    @inlinable func release() {
        if releaseUpstream() { onDisposed?() }
    }
}

extension ObservableType {
    /// Subscribes with closures; every closure is optional. `onDisposed` runs after a terminal
    /// event or on dispose, whichever comes first. An error with no `onError` goes to
    /// `Hooks.defaultErrorHandler`.
    ///
    /// The closures are `@Sendable`: events arrive on whatever thread the sequence runs on.
    /// After `observe(on: MainScheduler.instance)`, the main-actor overload is picked instead.
    @inlinable @_disfavoredOverload
    public func subscribe(
        onNext: (@Sendable (Element) -> Void)? = nil,
        onError: (@Sendable (Swift.Error) -> Void)? = nil,
        onCompleted: (@Sendable () -> Void)? = nil,
        onDisposed: (@Sendable () -> Void)? = nil
    ) -> Disposable {
        let callStack = onError == nil ? Hooks.subscriptionCallStack() : []
        let subscriber = LambdaSubscriber(
            onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed, callStack: callStack
        )
        subscriber.setUpstream(subscribe(AnyObserver(stopAware: subscriber)))
        return subscriber
    }

    /// Subscribes with closures that receive `object` while it is alive; the subscription
    /// holds it weakly, so a view model can subscribe to itself without a retain cycle.
    @inlinable @_disfavoredOverload
    public func subscribe<Object: AnyObject & Sendable>(
        with object: Object,
        onNext: (@Sendable (Object, Element) -> Void)? = nil,
        onError: (@Sendable (Object, Swift.Error) -> Void)? = nil,
        onCompleted: (@Sendable (Object) -> Void)? = nil,
        onDisposed: (@Sendable (Object) -> Void)? = nil
    ) -> Disposable {
        // A missing `onError` stays missing, so an unhandled error still reaches the hook.
        var next: (@Sendable (Element) -> Void)?
        if let onNext { next = { [weak object] element in if let object { onNext(object, element) } } }
        var failed: (@Sendable (Swift.Error) -> Void)?
        if let onError { failed = { [weak object] error in if let object { onError(object, error) } } }
        var completed: (@Sendable () -> Void)?
        if let onCompleted { completed = { [weak object] in if let object { onCompleted(object) } } }
        var disposed: (@Sendable () -> Void)?
        if let onDisposed { disposed = { [weak object] in if let object { onDisposed(object) } } }
        return subscribe(onNext: next, onError: failed, onCompleted: completed, onDisposed: disposed)
    }

    /// Subscribes with one closure for every event.
    @inlinable
    public func subscribe(_ on: @escaping @Sendable (Event<Element>) -> Void) -> Disposable {
        subscribe(AnyObserver(eventHandler: on))
    }
}
