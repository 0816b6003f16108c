/// A type-erased observer.
///
/// It is `Sendable` because the kit serializes delivery: an observer is never called by two
/// threads at once, so its handler need not be thread-safe itself.
public struct AnyObserver<Element>: ObserverType, @unchecked Sendable {
    /// The closure that receives events.
    public typealias EventHandler = (Event<Element>) -> Void

    private let handler: EventHandler
    /// Tells a synchronous producer that everything downstream has stopped listening, before
    /// its subscription disposable even exists (`from(1...).take(3)` must end).
    let isStopped: (() -> Bool)?

    /// An observer that calls `eventHandler` for each event.
    public init(eventHandler: @escaping EventHandler) {
        handler = eventHandler
        isStopped = nil
    }

    /// Wraps any observer, without double wrapping an `AnyObserver`.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        if let erased = observer as? AnyObserver<Element> {
            self = erased
        } else {
            handler = observer.on
            isStopped = (observer as? StopAware).map { aware in { aware.isStoppedDownstream } }
        }
    }

    /// Delivers one event.
    @inline(__always)
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
protocol StopAware: AnyObject {
    var isStoppedDownstream: Bool { get }
}
