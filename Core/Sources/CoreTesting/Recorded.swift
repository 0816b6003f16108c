import Core

/// Virtual time, in ticks.
public typealias TestTime = Int

/// A value stamped with the virtual time it happened at.
public struct Recorded<Value>: CustomDebugStringConvertible {
    /// When it happened.
    public let time: TestTime
    /// What happened.
    public let value: Value

    /// A value at `time`.
    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }

    /// `value @ time`.
    public var debugDescription: String { "\(value) @ \(time)" }
}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded {
    /// An element at `time`: `.next(210, "a")`.
    public static func next<Element>(_ time: TestTime, _ element: Element) -> Recorded<Event<Element>>
    where Value == Event<Element> {
        Recorded(time: time, value: .next(element))
    }

    /// Completion at `time`.
    public static func completed<Element>(
        _ time: TestTime, _ type: Element.Type = Element.self
    ) -> Recorded<Event<Element>> where Value == Event<Element> {
        Recorded(time: time, value: .completed)
    }

    /// Failure at `time`.
    public static func error<Element>(
        _ time: TestTime, _ error: Swift.Error, _ type: Element.Type = Element.self
    ) -> Recorded<Event<Element>> where Value == Event<Element> {
        Recorded(time: time, value: .error(error))
    }

    /// The listed events as an array, as RxTest spells it: `Recorded.events(.next(210, 1), .completed(300))`.
    public static func events<Element>(_ recordedEvents: Recorded<Event<Element>>...) -> [Recorded<Event<Element>>]
    where Value == Event<Element> {
        recordedEvents
    }

    /// The events of an array literal, as RxTest also spells it: `Recorded.events([.next(210, 1), .completed(300)])`.
    public static func events<Element>(_ recordedEvents: [Recorded<Event<Element>>]) -> [Recorded<Event<Element>>]
    where Value == Event<Element> {
        recordedEvents
    }
}

extension Recorded: Sendable where Value: Sendable {}

/// When a test observable was subscribed and unsubscribed.
public struct Subscription: Equatable, Hashable, Sendable, CustomDebugStringConvertible {
    /// The virtual time the observable was subscribed at.
    public let subscribe: TestTime
    /// The unsubscription time; `Int.max` while still subscribed.
    public let unsubscribe: TestTime

    /// A subscription still running.
    public init(_ subscribe: TestTime) {
        self.init(subscribe, .max)
    }

    /// A subscription that ended at `unsubscribe`.
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    /// `(subscribe: unsubscribe)`, as RxTest prints it.
    public var debugDescription: String {
        "(\(subscribe): \(unsubscribe == .max ? "Infinity" : String(unsubscribe)))"
    }
}
