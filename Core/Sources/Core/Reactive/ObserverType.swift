/// Receives the events of a sequence.
public protocol ObserverType<Element> {
    /// The type of elements received.
    associatedtype Element
    /// Delivers one event.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// Delivers an element.
    public func onNext(_ element: Element) { on(.next(element)) }
    /// Ends the sequence successfully.
    public func onCompleted() { on(.completed) }
    /// Ends the sequence with an error.
    public func onError(_ error: Swift.Error) { on(.error(error)) }
    /// This observer, type-erased.
    public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }

    /// An observer that transforms what it receives before passing it to this one; a throwing
    /// transform sends the error instead.
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver { self.on($0.map(transform)) }
    }
}
