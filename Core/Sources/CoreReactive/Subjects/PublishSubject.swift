/// A subject that sends each event to the observers subscribed at that moment.
///
/// A late subscriber receives only the terminal event, if the subject already ended. Its
/// elements are `Sendable`: whoever calls `on` may be another thread than the observers'.
public final class PublishSubject<Element: Sendable>: SubjectType, ObserverType {
    @usableFromInline let core = SubjectCore<Element>(capacity: 0)

    /// A subject with no observers.
    @inlinable
    public init() {}

    /// Whether anyone is subscribed.
    public var hasObservers: Bool { core.hasObservers }

    /// Delivers `event` to every observer; events after a terminal one are dropped.
    @inlinable
    public func on(_ event: Event<Element>) { core.on(event) }

    /// Starts delivering events to `observer` until the returned disposable is disposed.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        core.subscribe(AnyObserver.erasing(observer))
    }

    /// The subject itself, its observer side, as in RxSwift.
    @inlinable
    public func asObserver() -> PublishSubject<Element> { self }

    /// The subject as an `Observable`. Subscribing to it subscribes to the subject at once,
    /// outside the current thread's trampoline, as subscribing to RxSwift's subject does.
    @inlinable
    public func asObservable() -> Observable<Element> { Observable(entersTrampoline: false) { self.subscribe($0) } }

    // Observers go with the subject, as in RxSwift (see `SubjectCore.detachAll`).
    deinit { core.detachAll() }
}
