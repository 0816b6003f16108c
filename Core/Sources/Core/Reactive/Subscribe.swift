/// The terminal subscriber behind `subscribe(onNext:...)`: stops at the first terminal event,
/// ignores anything after dispose, and calls `onDisposed` once.
@usableFromInline
final class LambdaSubscriber<Element>: UpstreamLink, ObserverType, Disposable, StopAware, @unchecked Sendable {
    // @unchecked: the finished flag is atomic (see `UpstreamLink`); the closures run under the
    // grammar, one event at a time; `onDisposed` runs for the one caller that wins the release.
    @usableFromInline let onNext: ((Element) -> Void)?
    @usableFromInline let onError: ((Swift.Error) -> Void)?
    @usableFromInline let onCompleted: (() -> Void)?
    @usableFromInline
    let onDisposed: (() -> Void)?
    @usableFromInline let callStack: [String]

    @inlinable
    init(
        onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?,
        onDisposed: (() -> Void)?, callStack: [String]
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
            if let onError { onError(error) } else { Hooks.reportUnhandled(error, callStack: callStack) }
            release()
        case .completed:
            guard finish() else { return }
            onCompleted?()
            release()
        }
    }

    @usableFromInline var isStoppedDownstream: Bool { isFinished }

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
    @inlinable
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
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
    @inlinable
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        // A missing `onError` stays missing, so an unhandled error still reaches the hook.
        subscribe(
            onNext: onNext.map { handler in { [weak object] element in if let object { handler(object, element) } } },
            onError: onError.map { handler in { [weak object] error in if let object { handler(object, error) } } },
            onCompleted: onCompleted.map { handler in { [weak object] in if let object { handler(object) } } },
            onDisposed: onDisposed.map { handler in { [weak object] in if let object { handler(object) } } }
        )
    }

    /// Subscribes with one closure for every event.
    @inlinable
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribe(AnyObserver(eventHandler: on))
    }
}
