/// A subject that holds a current value and replays it to each new subscriber.
public final class BehaviorSubject<Element: Sendable>: SubjectType, ObserverType {
    @usableFromInline let core: SubjectCore<Element>
    @usableFromInline let initial: Element

    /// A subject whose current value is `value`.
    @inlinable
    public init(value: Element) {
        initial = value
        core = SubjectCore(capacity: 1, initial: value, forgetsBufferOnTermination: true)
    }

    /// The latest element; throws the error the subject failed with.
    @inlinable
    public func value() throws -> Element {
        let (value, stop) = core.withState { ($0.buffer.last, $0.stopEvent) }
        if case .error(let error)? = stop { throw error }
        return value ?? initial
    }

    /// The latest element, even after termination; for wrappers that never fail.
    @usableFromInline
    var latestElement: Element { core.withState { $0.buffer.last } ?? initial }

    /// Whether anyone is subscribed.
    public var hasObservers: Bool { core.hasObservers }

    /// Delivers `event` to every observer and keeps an element as the current value; events
    /// after a terminal one are dropped.
    @inlinable
    public func on(_ event: Event<Element>) { core.on(event) }

    /// Starts delivering events to `observer`, the current value first.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        core.subscribe(AnyObserver.erasing(observer))
    }

    /// The subject itself, its observer side, as in RxSwift.
    @inlinable
    public func asObserver() -> BehaviorSubject<Element> { self }

    /// The subject as an `Observable`. Subscribing to it subscribes to the subject at once,
    /// outside the current thread's trampoline, as subscribing to RxSwift's subject does.
    @inlinable
    public func asObservable() -> Observable<Element> { Observable(entersTrampoline: false) { self.subscribe($0) } }

    // Observers go with the subject, as in RxSwift (see `SubjectCore.detachAll`).
    deinit { core.detachAll() }
}
