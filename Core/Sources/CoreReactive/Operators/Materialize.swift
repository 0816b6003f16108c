/// A value that stands for an `Event`, so `dematerialize` can accept events of any element.
public protocol EventConvertible {
    /// The element type of the event.
    associatedtype Element
    /// The event this value stands for.
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    /// This event: an `Event` stands for itself, so `dematerialize` takes events as they are.
    public var event: Event<Element> { self }
}

extension ObservableType {
    /// Every event as an element, the terminal one included, then completion: an error
    /// becomes an element instead of ending the sequence with an error.
    @inlinable
    public func materialize() -> Observable<Event<Element>> {
        lift {
            { event, sink in
                sink.forwardNext(event)
                if event.isStopEvent { sink.forwardTerminal(.completed) }
            }
        }
    }
}

extension ObservableType where Element: EventConvertible {
    /// The events that `materialize` turned into elements, as events again.
    @inlinable
    public func dematerialize() -> Observable<Element.Element> {
        lift {
            { event, sink in
                switch event {
                case .next(let element):
                    switch element.event {
                    case .next(let inner): sink.forwardNext(inner)
                    case .error(let error): sink.forwardTerminal(.error(error))
                    case .completed: sink.forwardTerminal(.completed)
                    }
                case .error(let error): sink.forwardTerminal(.error(error))
                case .completed: sink.forwardTerminal(.completed)
                }
            }
        }
    }
}
