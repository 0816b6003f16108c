/// A `ReplaySubject` that never terminates: replays the last elements to new subscribers.
public final class ReplayRelay<Element>: ObservableType {
    private let subject: ReplaySubject<Element>

    private init(subject: ReplaySubject<Element>) {
        self.subject = subject
    }

    /// A relay replaying the last `bufferSize` elements.
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: .create(bufferSize: bufferSize))
    }

    /// A relay replaying every element it received.
    public static func createUnbound() -> ReplayRelay<Element> {
        ReplayRelay(subject: .createUnbound())
    }

    /// Sends an element to the current observers and keeps it for replay.
    public func accept(_ element: Element) { subject.on(.next(element)) }

    /// Starts delivering the kept elements, then every new one, to `observer`.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an observable.
    public func asObservable() -> Observable<Element> { subject }
}

extension ReplayRelay: Sendable where Element: Sendable {}
