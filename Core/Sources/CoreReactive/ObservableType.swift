/// Anything that can be seen as an `Observable`.
///
/// It is `Sendable`: operators keep their sources in `@Sendable` subscription closures.
public protocol ObservableConvertibleType<Element>: Sendable {
    /// The type of elements produced.
    associatedtype Element
    /// This sequence as an `Observable`.
    func asObservable() -> Observable<Element>
}

/// A sequence that observers can subscribe to. Operators are defined on it, so subjects and
/// relays get them too.
public protocol ObservableType<Element>: ObservableConvertibleType {
    /// Starts delivering events to `observer` until the returned disposable is disposed.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

extension ObservableType {
    /// This sequence as an `Observable`: RxSwift's `Observable.create { self.subscribe($0) }`,
    /// which lets go of this sequence as soon as it terminates, not only when the subscriber
    /// disposes (a test's subscription record ends then).
    @inlinable
    public func asObservable() -> Observable<Element> {
        Observable { observer in
            let sink = ClosureSink<Element, Element>(observer: observer) { event, sink in sink.forward(event) }
            sink.setUpstream(self.subscribe(AnyObserver(stopAware: sink)))
            return sink
        }
    }
}
