/// A `PublishSubject` that never terminates: for view-model inputs.
public final class PublishRelay<Element: Sendable>: ObservableType {
    @usableFromInline
    let subject = PublishSubject<Element>()

    /// A relay with no observers.
    @inlinable
    public init() {}

    /// Sends an element to the current observers.
    @inlinable
    public func accept(_ element: Element) { subject.on(.next(element)) }

    /// Starts delivering elements to `observer`.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an observable.
    @inlinable
    public func asObservable() -> Observable<Element> { subject.asObservable() }
}
