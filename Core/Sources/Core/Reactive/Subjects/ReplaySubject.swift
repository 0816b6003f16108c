/// A subject that replays up to `bufferSize` past elements, then the terminal event, to each
/// new subscriber.
public final class ReplaySubject<Element>: SubjectBase<Element> {
    @inlinable
    init(bufferSize: Int) {
        super.init(capacity: bufferSize)
    }

    /// A subject replaying the last `bufferSize` elements.
    @inlinable
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: max(0, bufferSize))
    }

    /// A subject replaying every element it received.
    @inlinable
    public static func createUnbound() -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: Int.max)
    }

    /// The observer side of the subject.
    @inlinable
    public func asObserver() -> AnyObserver<Element> { AnyObserver(eventHandler: on) }
}

// @unchecked: as `SubjectBase`: guarded by its lock and delivery role; the element crosses threads.
extension ReplaySubject: @unchecked Sendable where Element: Sendable {}
