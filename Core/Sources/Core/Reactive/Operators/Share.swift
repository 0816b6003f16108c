/// How long `share(replay:scope:)` keeps its connection and replay buffer.
public enum SubjectLifetimeScope: Sendable {
    /// Each connection has its own subject: when the last subscriber leaves, or the source
    /// terminates, the connection ends and the next subscriber starts a fresh one, with an
    /// empty replay buffer.
    case whileConnected
    /// One subject for good: its buffer (and terminal event) reach every later subscriber,
    /// and a terminated source is never subscribed again.
    case forever
}

extension ObservableType {
    /// Shares one subscription to this sequence among all subscribers, replaying the last
    /// `replay` elements to late ones.
    @inlinable
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element>
    where Element: Sendable {
        let shared = SharedSource(source: asObservable(), replay: Swift.max(0, replay), scope: scope)
        return Observable { observer in shared.subscribe(observer) }
    }
}

/// The state `share` keeps between subscribers: the current connection, if any.
@usableFromInline
final class SharedSource<Element: Sendable>: @unchecked Sendable {
    // @unchecked: `connection` and every connection's counters change under `lock`.
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let replay: Int
    @usableFromInline
    let scope: SubjectLifetimeScope
    @usableFromInline
    let lock = Lock()
    @usableFromInline
    var connection: SharedConnection<Element>?

    @inlinable
    init(source: Observable<Element>, replay: Int, scope: SubjectLifetimeScope) {
        self.source = source
        self.replay = replay
        self.scope = scope
    }

    @inlinable
    func subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        let (joined, link) = lock.locked { () -> (SharedConnection<Element>, SingleAssignmentDisposable?) in
            let joined =
                connection
                ?? SharedConnection(subject: SubjectCore(capacity: replay))
            connection = joined
            joined.subscribers += 1
            guard joined.link == nil, joined.subject.stopEvent == nil else { return (joined, nil) }
            let link = SingleAssignmentDisposable()
            joined.link = link
            return (joined, link)
        }
        // Subscribed before connecting, so a source that emits while being subscribed
        // reaches its first subscriber.
        let subscription = joined.subject.subscribe(observer)
        if let link {
            link.setDisposable(
                source.subscribe(
                    AnyObserver { [self] event in
                        // The connection ends before subscribers hear the terminal event, so one
                        // that subscribes again from its handler starts a new connection.
                        if event.isStopEvent { disconnect(joined, whenLastLeaves: false) }
                        joined.subject.on(event)
                    }))
        }
        return Disposables.create { [self] in
            subscription.dispose()
            disconnect(joined, whenLastLeaves: true)
        }
    }

    /// Ends `joined`'s subscription to the source: when its source terminated, or when its
    /// last subscriber leaves. A `forever` share keeps the subject for the next subscriber.
    @inlinable
    func disconnect(_ joined: SharedConnection<Element>, whenLastLeaves: Bool) {
        let link = lock.locked { () -> SingleAssignmentDisposable? in
            if whenLastLeaves {
                joined.subscribers -= 1
                guard joined.subscribers == 0 else { return nil }
            }
            if scope == .whileConnected, connection === joined { connection = nil }
            defer { joined.link = nil }
            return joined.link
        }
        link?.dispose()
    }
}

/// One connection of `share`: its subject, its subscription to the source while connected,
/// its subscribers.
@usableFromInline
final class SharedConnection<Element: Sendable>: @unchecked Sendable {
    // @unchecked: `link` and `subscribers` change under the share's lock only; the subject
    // serializes its own delivery.
    @usableFromInline
    let subject: SubjectCore<Element>
    @usableFromInline
    var link: SingleAssignmentDisposable?
    @usableFromInline
    var subscribers = 0

    @inlinable
    init(subject: SubjectCore<Element>) {
        self.subject = subject
    }
}
