/// A type-erased observer.
///
/// It is `Sendable` because the kit serializes delivery: an observer is never called by two
/// threads at once, so its handler need not be thread-safe itself.
public struct AnyObserver<Element>: ObserverType, @unchecked Sendable {
    /// The closure that receives events.
    public typealias EventHandler = (Event<Element>) -> Void

    @usableFromInline let handler: EventHandler
    /// Tells a synchronous producer that everything downstream has stopped listening, before
    /// its subscription disposable even exists (`from(1...).take(3)` must end).
    @usableFromInline let isStopped: (() -> Bool)?

    /// An observer that calls `eventHandler` for each event.
    @inlinable
    public init(eventHandler: @escaping EventHandler) {
        handler = eventHandler
        isStopped = nil
    }

    /// Wraps any observer.
    @inlinable
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        handler = observer.on
        isStopped = nil
    }

    /// Wraps a consumer of the kit that can report when it stops listening.
    @inlinable
    init<Observer: ObserverType & StopAware>(stopAware observer: Observer) where Observer.Element == Element {
        handler = observer.on
        isStopped = { observer.isStoppedDownstream }
    }

    /// Delivers one event.
    @inlinable
    public func on(_ event: Event<Element>) { handler(event) }

    /// Returns itself.
    public func asObserver() -> AnyObserver<Element> { self }

    /// An observer that transforms elements before passing them on.
    public func mapObserver<Source>(_ transform: @escaping (Source) throws -> Element) -> AnyObserver<Source> {
        let handler = self.handler
        return AnyObserver<Source> { handler($0.map(transform)) }
    }
}

/// A consumer that knows whether it, or anything after it, has stopped.
@usableFromInline
protocol StopAware: AnyObject {
    var isStoppedDownstream: Bool { get }
}
