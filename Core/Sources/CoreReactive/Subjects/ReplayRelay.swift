/// A `ReplaySubject` that never terminates: replays the last elements to new subscribers.
public final class ReplayRelay<Element: Sendable>: ObservableType {
    @usableFromInline
    let subject: ReplaySubject<Element>

    @inlinable
    init(subject: ReplaySubject<Element>) {
        self.subject = subject
    }

    /// A relay replaying the last `bufferSize` elements.
    @inlinable
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: .create(bufferSize: bufferSize))
    }

    /// A relay replaying every element it received.
    @inlinable
    public static func createUnbound() -> ReplayRelay<Element> {
        ReplayRelay(subject: .createUnbounded())
    }

    /// Sends an element to the current observers and keeps it for replay.
    @inlinable
    public func accept(_ element: Element) { subject.on(.next(element)) }

    /// Starts delivering the kept elements, then every new one, to `observer`.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an observable.
    @inlinable
    public func asObservable() -> Observable<Element> { subject.asObservable() }
}
