/// A subject that holds a current value and replays it to each new subscriber.
public final class BehaviorSubject<Element>: SubjectBase<Element> {
    @usableFromInline
    let initial: Element

    /// A subject whose current value is `value`.
    @inlinable
    public init(value: Element) {
        initial = value
        super.init(capacity: 1, initial: value, forgetsBufferOnTermination: true)
    }

    /// The latest element; throws the error the subject failed with.
    @inlinable
    public func value() throws -> Element {
        let (value, stop) = withState { ($0.buffer.last, $0.stopEvent) }
        if case .error(let error)? = stop { throw error }
        return value ?? initial
    }

    /// The latest element, even after termination; for wrappers that never fail.
    @usableFromInline
    var latestElement: Element { withState { $0.buffer.last } ?? initial }

    /// The observer side of the subject.
    @inlinable
    public func asObserver() -> AnyObserver<Element> { AnyObserver(eventHandler: on) }
}

// @unchecked: as `SubjectBase`: guarded by its lock and delivery role; the element crosses threads.
extension BehaviorSubject: @unchecked Sendable where Element: Sendable {}
