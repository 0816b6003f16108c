/// Receives the events of a sequence. Observers are `Sendable`: a sequence may deliver on any
/// thread its producer or scheduler runs on.
public protocol ObserverType<Element>: Sendable {
    /// The type of elements received.
    associatedtype Element
    /// Delivers one event.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// Delivers an element.
    @inlinable
    public func onNext(_ element: Element) { on(.next(element)) }
    /// Ends the sequence successfully.
    @inlinable
    public func onCompleted() { on(.completed) }
    /// Ends the sequence with an error.
    @inlinable
    public func onError(_ error: Swift.Error) { on(.error(error)) }
    /// This observer, type-erased.
    @inlinable
    public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }

    /// An observer that transforms what it receives before passing it to this one; a throwing
    /// transform sends the error instead.
    @inlinable
    public func mapObserver<Result>(_ transform: @escaping @Sendable (Result) throws -> Element) -> AnyObserver<Result>
    {
        AnyObserver { self.on($0.map(transform)) }
    }
}
