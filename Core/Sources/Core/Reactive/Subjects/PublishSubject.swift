/// A subject that sends each event to the observers subscribed at that moment.
///
/// A late subscriber receives only the terminal event, if the subject already ended.
public final class PublishSubject<Element>: SubjectBase<Element> {
    /// A subject with no observers.
    @inlinable
    public init() {
        super.init(capacity: 0)
    }

    /// The observer side of the subject.
    @inlinable
    public func asObserver() -> AnyObserver<Element> { AnyObserver(eventHandler: on) }
}

// @unchecked: as `SubjectBase`: guarded by its lock and delivery role; the element crosses threads.
extension PublishSubject: @unchecked Sendable where Element: Sendable {}
