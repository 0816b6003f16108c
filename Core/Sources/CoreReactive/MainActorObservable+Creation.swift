/// Sequences that deliver on the main queue from the start, for code that must hand one back:
/// a coordinator's `start()`, a view's `rx` member. Each is `Observable`'s factory of the same
/// name, its events hopped to the main queue (delivered at once when subscribed there).
extension MainActorObservable where Element: Sendable {
    /// Makes the sequence on the main actor when it is subscribed to, as a view's `rx`
    /// extension reads the view's current value (`MainActorObservable.deferred { .just(view.text) }`):
    /// it is subscribed to on the main queue (at once when subscribing there), and delivers there.
    @inlinable
    public static func deferred<Source: ObservableConvertibleType>(
        _ factory: @escaping @MainActor () -> Source
    ) -> MainActorObservable<Element> where Source.Element == Element {
        MainActorObservable(
            onMainQueue: Observable.deferred { MainActor.enterIfOnMain { factory().asObservable() } ?? .empty() }
                .subscribe(on: ConcurrentMainScheduler.instance)
                .observeOnMainQueue())
    }

    /// Runs `subscribe` on the main actor for each subscriber, as a view's `rx` extension
    /// registers with its control (`MainActorObservable.create { [weak control] observer in ... }`):
    /// it is subscribed to on the main queue (at once when subscribing there), the disposable
    /// it returns is disposed there, and its events are delivered there.
    @inlinable
    public static func create(
        _ subscribe: @escaping @MainActor (AnyObserver<Element>) -> Disposable
    ) -> MainActorObservable<Element> {
        MainActorObservable(
            onMainQueue: Observable.create { observer in
                MainActor.enterIfOnMain { subscribe(observer) } ?? Disposables.create()
            }
            .subscribe(on: ConcurrentMainScheduler.instance)
            .observeOnMainQueue())
    }

    /// One element, then completion.
    @inlinable
    public static func just(_ element: Element) -> MainActorObservable<Element> {
        MainActorObservable(onMainQueue: Observable.just(element).observeOnMainQueue())
    }

    /// Completion alone.
    @inlinable
    public static func empty() -> MainActorObservable<Element> {
        MainActorObservable(onMainQueue: Observable.empty().observeOnMainQueue())
    }

    /// No event, ever: nothing to deliver, so no hop either.
    @inlinable
    public static func never() -> MainActorObservable<Element> {
        MainActorObservable(onMainQueue: .never())
    }

    /// `error` alone.
    @inlinable
    public static func error(_ error: Swift.Error) -> MainActorObservable<Element> {
        MainActorObservable(onMainQueue: Observable.error(error).observeOnMainQueue())
    }
}
