/// A subject that holds a current value and replays it to each new subscriber.
public final class BehaviorSubject<Element>: SubjectBase<Element>, @unchecked Sendable {
    private var current: Element

    /// A subject whose current value is `value`.
    public init(value: Element) {
        current = value
    }

    /// The latest element; throws the error the subject failed with.
    public func value() throws -> Element {
        let (value, stop) = withStateLock { (current, stopEvent) }
        if case .error(let error)? = stop { throw error }
        return value
    }

    /// The latest element, even after termination; for wrappers that never fail.
    var latestElement: Element { withStateLock { current } }

    override func record(_ event: Event<Element>) {
        if case .next(let element) = event { current = element }
    }

    override func replayEvents() -> [Event<Element>] {
        if let stopEvent { return [stopEvent] }
        return [.next(current)]
    }

    /// The observer side of the subject.
    public func asObserver() -> AnyObserver<Element> { AnyObserver(eventHandler: on) }
}
