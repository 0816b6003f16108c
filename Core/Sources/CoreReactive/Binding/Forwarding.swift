/// A relay, as `bind(to:)`, `drive` and `emit` see it: something that accepts elements.
/// Lets the three relays share those operators' one implementation.
@usableFromInline
protocol AcceptingRelay: Sendable {
    associatedtype Element
    func accept(_ element: Element)
}

extension PublishRelay: AcceptingRelay {}
extension BehaviorRelay: AcceptingRelay {}
extension ReplayRelay: AcceptingRelay {}

extension ObservableType {
    /// Sends every event to each of `observers`, in order: what `bind(to:)`, `drive` and
    /// `emit` do with observers.
    @inlinable
    func forward<Observer: ObserverType & Sendable>(to observers: [Observer]) -> Disposable
    where Observer.Element == Element {
        subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Sends every event, its element made optional, to each of `observers`.
    @inlinable
    func forward<Observer: ObserverType & Sendable>(to observers: [Observer]) -> Disposable
    where Observer.Element == Element? {
        subscribe { event in observers.forEach { $0.on(event.map { $0 }) } }
    }

    /// Hands every element to each of `relays`; a relay takes no terminal event.
    @inlinable
    func accept<Relay: AcceptingRelay>(into relays: [Relay]) -> Disposable
    where Relay.Element == Element, Element: Sendable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Hands every element, made optional, to each of `relays`.
    @inlinable
    func accept<Relay: AcceptingRelay>(into relays: [Relay]) -> Disposable
    where Relay.Element == Element?, Element: Sendable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }
}
