import Synchronization

/// The terminal subscriber behind `subscribe(onNext:...)`: stops at the first terminal event,
/// ignores anything after dispose, and calls `onDisposed` once.
@usableFromInline
final class LambdaSubscriber<Element>: ObserverType, Disposable, StopAware, @unchecked Sendable {
    @usableFromInline let finished = Atomic<Bool>(false)
    @usableFromInline let onNext: ((Element) -> Void)?
    @usableFromInline let onError: ((Swift.Error) -> Void)?
    @usableFromInline let onCompleted: (() -> Void)?
    let lock = Lock()
    var onDisposed: (() -> Void)?
    var upstream: Disposable?
    var released = false

    init(onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?, onDisposed: (() -> Void)?) {
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        self.onDisposed = onDisposed
        Resources.increment()
    }

    deinit { Resources.decrement() }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            if !finished.load(ordering: .acquiring) { onNext?(element) }
        case .error(let error):
            guard finish() else { return }
            if let onError { onError(error) } else { Hooks.reportUnhandled(error) }
            release()
        case .completed:
            guard finish() else { return }
            onCompleted?()
            release()
        }
    }

    @usableFromInline var isStoppedDownstream: Bool { finished.load(ordering: .acquiring) }

    @usableFromInline func finish() -> Bool {
        finished.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
    }

    func setUpstream(_ disposable: Disposable) {
        let rejected = lock.locked { () -> Bool in
            if released { return true }
            upstream = disposable
            return false
        }
        if rejected { disposable.dispose() }
    }

    @usableFromInline func dispose() {
        _ = finish()
        release()
    }

    @usableFromInline func release() {
        let (old, callback, first) = lock.locked { () -> (Disposable?, (() -> Void)?, Bool) in
            if released { return (nil, nil, false) }
            released = true
            defer { upstream = nil; onDisposed = nil }
            return (upstream, onDisposed, true)
        }
        guard first else { return }
        old?.dispose()
        callback?()
    }
}

extension ObservableType {
    /// Subscribes with closures; every closure is optional. `onDisposed` runs after a terminal
    /// event or on dispose, whichever comes first.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let subscriber = LambdaSubscriber(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
        subscriber.setUpstream(subscribe(AnyObserver(stopAware: subscriber)))
        return subscriber
    }

    /// Subscribes with closures that receive `object` while it is alive; the subscription
    /// holds it weakly, so a view model can subscribe to itself without a retain cycle.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onNext: { [weak object] element in if let object { onNext?(object, element) } },
            onError: { [weak object] error in if let object { onError?(object, error) } },
            onCompleted: { [weak object] in if let object { onCompleted?(object) } },
            onDisposed: { [weak object] in if let object { onDisposed?(object) } }
        )
    }

    /// Subscribes with one closure for every event.
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribe(AnyObserver(eventHandler: on))
    }
}
