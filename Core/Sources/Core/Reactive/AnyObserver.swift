/// A type-erased observer. It keeps only `@Sendable` closures, so it is `Sendable`, checked.
public struct AnyObserver<Element>: ObserverType, Sendable {
    /// The closure that receives events.
    public typealias EventHandler = @Sendable (Event<Element>) -> Void

    @usableFromInline let handler: EventHandler
    /// Tells a synchronous producer that everything downstream has stopped listening, before
    /// its subscription disposable even exists (`from(1...).take(3)` must end).
    @usableFromInline let isStopped: (@Sendable () -> Bool)?

    /// An observer that calls `eventHandler` for each event.
    @inlinable
    public init(eventHandler: @escaping @Sendable EventHandler) {
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

    /// `observer` itself when it is already erased, else wrapped: an erased observer is not
    /// wrapped twice, and specialized code folds the check away.
    @inlinable
    static func erasing<Observer: ObserverType>(_ observer: Observer) -> AnyObserver<Element>
    where Observer.Element == Element {
        observer as? AnyObserver<Element> ?? AnyObserver(observer)
    }

    /// Delivers one event.
    @inlinable
    public func on(_ event: Event<Element>) { handler(event) }

    /// Returns itself.
    @inlinable
    public func asObserver() -> AnyObserver<Element> { self }

}

/// A consumer that knows whether it, or anything after it, has stopped.
@usableFromInline
protocol StopAware: AnyObject, Sendable {
    var isStoppedDownstream: Bool { get }
}
