/// A `BehaviorSubject` that never terminates: for view-model state.
public final class BehaviorRelay<Element: Sendable>: ObservableType {
    @usableFromInline
    let subject: BehaviorSubject<Element>

    /// A relay whose current value is `value`.
    @inlinable
    public init(value: Element) {
        subject = BehaviorSubject(value: value)
    }

    /// The last value accepted (the initial one before any), what a new subscriber gets first.
    public var value: Element { subject.latestElement }

    /// Replaces the current value and sends it to the observers.
    @inlinable
    public func accept(_ element: Element) { subject.on(.next(element)) }

    /// Starts delivering the current value, then every new one, to `observer`.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an observable.
    @inlinable
    public func asObservable() -> Observable<Element> { subject.asObservable() }
}
