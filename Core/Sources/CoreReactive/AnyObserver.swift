/// A type-erased observer. It keeps only `@Sendable` closures, so it is `Sendable`, checked.
public struct AnyObserver<Element>: ObserverType, Sendable {
    /// The closure that receives events.
    public typealias EventHandler = @Sendable (Event<Element>) -> Void

    @usableFromInline let handler: EventHandler
    // Elements take a path of their own into the kit's own consumers (`init(stopAware:)`).
    // Through a closure of generic type an event goes in memory, and the thunk that unpacks
    // it reads the one-byte case tag just stored as a wider word, which the processor cannot
    // forward from the store: a stall at every hop of a chain. An element alone is stored
    // and read back whole.
    @usableFromInline let nextHandler: (@Sendable (Element) -> Void)?
    /// The kit's consumer behind this observer, when it is one. It tells a synchronous
    /// producer that everything downstream has stopped listening, before its subscription
    /// disposable even exists (`from(1...).take(3)` must end), and hears when its producer ends
    /// without a terminal event.
    @usableFromInline let consumer: (any StopAware)?

    /// An observer that calls `eventHandler` for each event.
    @inlinable
    public init(eventHandler: @escaping @Sendable EventHandler) {
        handler = eventHandler
        nextHandler = nil
        consumer = nil
    }

    /// Wraps any observer.
    @inlinable
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        handler = observer.on
        nextHandler = nil
        consumer = nil
    }

    /// Wraps a consumer of the kit that can report when it stops listening.
    @inlinable
    init<Observer: ObserverType & StopAware>(stopAware observer: Observer) where Observer.Element == Element {
        handler = observer.on
        nextHandler = { deliverNext($0, to: observer) }
        consumer = observer
    }

    /// `observer` itself when it is already erased, else wrapped: an erased observer is not
    /// wrapped twice, and specialized code folds the check away.
    ///
    /// The types are compared before the cast because a cast that fails, in code that is not
    /// specialized, searches the conformances of every module the app links; comparing two
    /// metatypes searches nothing, so subscribing does not slow as the app grows.
    @inlinable
    static func erasing<Observer: ObserverType>(_ observer: Observer) -> AnyObserver<Element>
    where Observer.Element == Element {
        if Observer.self == AnyObserver<Element>.self, let erased = observer as? AnyObserver<Element> {
            return erased
        }
        return AnyObserver(observer)
    }

    /// Delivers one event.
    @inlinable
    public func on(_ event: Event<Element>) { handler(event) }

    /// Delivers an element.
    @inlinable
    public func onNext(_ element: Element) {
        // Not `if let`: binding the closure retained and released its context every time.
        if nextHandler != nil { nextHandler?(element) } else { handler(.next(element)) }
    }

    /// Returns itself.
    @inlinable
    public func asObserver() -> AnyObserver<Element> { self }

}

/// A consumer that knows whether it, or anything after it, has stopped.
@usableFromInline
protocol StopAware: AnyObject, Sendable {
    var isStoppedDownstream: Bool { get }

    /// The producer this consumer observes ended without a terminal event, as `skip(until:)`
    /// does when its source completes first. Nothing will arrive any more, so the consumer
    /// lets go of the producer: the two hold each other (the consumer keeps the producer's
    /// subscription, the producer keeps its observer) until one of them lets go, and a
    /// subscription whose disposable was dropped would otherwise be kept forever.
    func upstreamEndedSilently()
}

extension AnyObserver {
    /// Whether everything downstream has stopped listening; false when it cannot tell.
    @inlinable
    var isStopped: Bool { consumer?.isStoppedDownstream == true }
}

/// Sends `element` to `observer`.
// Never inlined into `nextHandler`'s closure: the compiler marks the calls made there not to
// be inlined, so the sink's atomic read of its finished flag would stay a call of its own;
// inlined here, it does not.
@inlinable @inline(never)
func deliverNext<Observer: ObserverType>(_ element: Observer.Element, to observer: Observer) {
    observer.on(.next(element))
}
