/// A subject that replays up to `bufferSize` past elements, then the terminal event, to each
/// new subscriber.
public final class ReplaySubject<Element: Sendable>: SubjectType, ObserverType {
    @usableFromInline let core: SubjectCore<Element>

    @inlinable
    init(bufferSize: Int) {
        core = SubjectCore(capacity: bufferSize)
    }

    /// A subject replaying the last `bufferSize` elements.
    @inlinable
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: max(0, bufferSize))
    }

    /// A subject replaying every element (RxSwift's name; `ReplayRelay`'s is `createUnbound`).
    @inlinable
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: Int.max)
    }

    /// Whether anyone is subscribed.
    public var hasObservers: Bool { core.hasObservers }

    /// Delivers `event` to every observer and keeps an element for replay; events after a
    /// terminal one are dropped.
    @inlinable
    public func on(_ event: Event<Element>) { core.on(event) }

    /// Starts delivering events to `observer`, the kept ones first.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        core.subscribe(AnyObserver.erasing(observer))
    }

    /// The subject itself, its observer side, as in RxSwift.
    @inlinable
    public func asObserver() -> ReplaySubject<Element> { self }

    /// The subject as an `Observable`. Subscribing to it subscribes to the subject at once,
    /// outside the current thread's trampoline, as subscribing to RxSwift's subject does.
    @inlinable
    public func asObservable() -> Observable<Element> { Observable(entersTrampoline: false) { self.subscribe($0) } }

    // Observers go with the subject, as in RxSwift (see `SubjectCore.detachAll`).
    deinit { core.detachAll() }
}
