/// What `observe(on: MainScheduler.instance)` returns: an `Observable` that delivers every
/// event on the main queue, so its `subscribe` takes main-actor closures. A screen writes
/// `source.observe(on: MainScheduler.instance).subscribe(onNext: { [weak self] in self?.title = $0 })`
/// as in RxSwift, and the compiler checks the closure as main-actor code.
///
/// Its operators that stay on the main queue (`map`, `filter`, `do`, `scan`, ...) take
/// main-actor closures and return a `MainActorObservable` again, or a plain `Observable` where
/// the code asks for one; an operator that may leave the main queue (`debounce`, `catch`)
/// returns a plain `Observable`, whose closures may run on whatever thread the chain runs on, so
/// they are `@Sendable`.
public final class MainActorObservable<Element>: ObservableType {
    @usableFromInline
    let source: Observable<Element>

    @inlinable
    package init(onMainQueue source: Observable<Element>) {
        self.source = source
    }

    /// Starts delivering events, on the main queue, to `observer`.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        source.subscribe(observer)
    }

    /// The sequence as a plain `Observable`.
    @inlinable
    public func asObservable() -> Observable<Element> { source }
}

extension ObservableType {
    /// Delivers events on the main queue, as `observe(on:)` does for any scheduler, and says so
    /// in its type, so that main-actor closures may subscribe to it.
    @inlinable
    public func observe(on scheduler: MainScheduler) -> MainActorObservable<Element> where Element: Sendable {
        let scheduler: ImmediateSchedulerType = scheduler
        return MainActorObservable(onMainQueue: observe(on: scheduler))
    }
}

extension MainQueueObservableType where Element: Sendable {
    /// Subscribes main-actor closures: every event already arrives on the main queue, so each
    /// closure runs there, as main-actor code. `onDisposed` runs on the thread that disposes.
    @inlinable
    public func subscribe(
        onNext: (@MainActor (Element) -> Void)? = nil,
        onError: (@MainActor (Swift.Error) -> Void)? = nil,
        onCompleted: (@MainActor () -> Void)? = nil,
        onDisposed: (@Sendable () -> Void)? = nil
    ) -> Disposable {
        subscribeEnteringMainActor(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// `subscribe(onNext:onError:onCompleted:onDisposed:)` with `object`, held weakly: the
    /// closures run only while it is alive.
    @inlinable
    public func subscribe<Object: AnyObject & Sendable>(
        with object: Object,
        onNext: (@MainActor (Object, Element) -> Void)? = nil,
        onError: (@MainActor (Object, Swift.Error) -> Void)? = nil,
        onCompleted: (@MainActor (Object) -> Void)? = nil,
        onDisposed: (@Sendable (Object) -> Void)? = nil
    ) -> Disposable {
        var next: (@MainActor (Element) -> Void)?
        if let onNext { next = { [weak object] element in if let object { onNext(object, element) } } }
        var failed: (@MainActor (Swift.Error) -> Void)?
        if let onError { failed = { [weak object] error in if let object { onError(object, error) } } }
        var completed: (@MainActor () -> Void)?
        if let onCompleted { completed = { [weak object] in if let object { onCompleted(object) } } }
        var disposed: (@Sendable () -> Void)?
        if let onDisposed { disposed = { [weak object] in if let object { onDisposed(object) } } }
        return subscribe(onNext: next, onError: failed, onCompleted: completed, onDisposed: disposed)
    }
}
