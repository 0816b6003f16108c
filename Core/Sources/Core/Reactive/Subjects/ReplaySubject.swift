/// A subject that replays up to `bufferSize` past elements, then the terminal event, to each
/// new subscriber.
public final class ReplaySubject<Element>: SubjectBase<Element>, @unchecked Sendable {
    private let bufferSize: Int
    private var buffer: [Element] = []

    private init(bufferSize: Int) {
        self.bufferSize = bufferSize
    }

    /// A subject replaying the last `bufferSize` elements.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: max(0, bufferSize))
    }

    /// A subject replaying every element it received.
    public static func createUnbound() -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: Int.max)
    }

    override func record(_ event: Event<Element>) {
        guard case .next(let element) = event, bufferSize > 0 else { return }
        buffer.append(element)
        if buffer.count > bufferSize { buffer.removeFirst(buffer.count - bufferSize) }
    }

    override func replayEvents() -> [Event<Element>] {
        var events = buffer.map { Event<Element>.next($0) }
        if let stopEvent { events.append(stopEvent) }
        return events
    }

    /// The observer side of the subject.
    public func asObserver() -> AnyObserver<Element> { AnyObserver(eventHandler: on) }
}
