extension ObservableType where Element: Sendable {
    /// Delivers the elements to `onNext` on the main actor, where screens live: events hop to
    /// the main queue, in order (no hop for an event already there with none of this
    /// subscription's events waiting), and the closures are checked as main-actor code. An
    /// error with no `onError` goes to `Hooks.defaultErrorHandler`.
    ///
    /// For a sequence that can fail; one that cannot is a `Driver` or `Signal` (`drive`, `emit`).
    @inlinable
    public func subscribe(
        onMainActor onNext: @escaping @MainActor (Element) -> Void,
        onError: (@MainActor (Swift.Error) -> Void)? = nil,
        onCompleted: (@MainActor () -> Void)? = nil
    ) -> Disposable {
        observeOnMainQueue().subscribeEnteringMainActor(onNext: onNext, onError: onError, onCompleted: onCompleted)
    }

    /// Subscribes main-actor closures to a sequence that already delivers on the main queue
    /// (a hop, a driver, `observe(on: MainScheduler.instance)`): each is entered there as
    /// main-actor code. A missing `onError` stays missing, so an error still reaches the hook.
    @inlinable
    func subscribeEnteringMainActor(
        onNext: (@MainActor (Element) -> Void)?, onError: (@MainActor (Swift.Error) -> Void)? = nil,
        onCompleted: (@MainActor () -> Void)?, onDisposed: (@Sendable () -> Void)? = nil
    ) -> Disposable {
        var next: (@Sendable (Element) -> Void)?
        if let onNext { next = { element in _ = MainActor.enterIfOnMain { onNext(element) } } }
        var failed: (@Sendable (Swift.Error) -> Void)?
        if let onError { failed = { error in _ = MainActor.enterIfOnMain { onError(error) } } }
        var completed: (@Sendable () -> Void)?
        if let onCompleted { completed = { _ = MainActor.enterIfOnMain { onCompleted() } } }
        return subscribe(onNext: next, onError: failed, onCompleted: completed, onDisposed: onDisposed)
    }

    /// `subscribe(onMainActor:onError:onCompleted:)` with `object`, held weakly: the closures
    /// run only while it is alive, so a screen can update its own view without a retain cycle.
    /// Called on the main actor, which alone uses the object: it need not be `Sendable`.
    @MainActor @inlinable
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onMainActor onNext: @escaping @MainActor (Object, Element) -> Void,
        onError: (@MainActor (Object, Swift.Error) -> Void)? = nil
    ) -> Disposable {
        let box = MainActorWeakBox(object)
        return subscribe(
            onMainActor: { element in
                guard let object = box.object else { return }
                onNext(object, element)
            },
            onError: onError.map { handler -> @MainActor (Swift.Error) -> Void in
                { error in
                    guard let object = box.object else { return }
                    handler(object, error)
                }
            }
        )
    }
}

/// Holds a `Sendable` object weakly for closures that may run on any thread.
@usableFromInline
final class WeakBox<Object: AnyObject & Sendable>: Sendable {
    @usableFromInline
    weak let object: Object?

    @inlinable
    init(_ object: Object) {
        self.object = object
    }
}

/// Holds an object weakly for main-actor closures: the object need not be `Sendable`, since
/// only the main actor reads it.
@MainActor @usableFromInline
final class MainActorWeakBox<Object: AnyObject> {
    @usableFromInline
    weak var object: Object?

    @inlinable
    init(_ object: Object) {
        self.object = object
    }
}

extension ObservableType where Element: Sendable {
    /// `do(onNext:)` for a main-actor side effect inside a chain, such as a coordinator
    /// popping its screen: the chain hops to the main queue first, so the closure is checked
    /// as main-actor code and runs there. Elements continue on the main queue.
    @inlinable
    public func `do`(onMainActor action: @escaping @MainActor (Element) -> Void) -> Observable<Element> {
        observeOnMainQueue().do(onNext: { element in MainActor.runOnMain { action(element) } })
    }
}
