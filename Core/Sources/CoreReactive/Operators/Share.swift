import CoreSupport

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
        // RxSwift's `share()` and `share(replay: 1)` subscribe at once, outside the trampoline;
        // its other forms are a `multicast` behind a `refCount`, which enters it.
        let atOnce = scope == .whileConnected && replay <= 1
        return Observable(entersTrampoline: !atOnce) { observer in shared.subscribe(observer) }
    }
}

/// The state `share` keeps between subscribers: the current connection, if any.
@usableFromInline
final class SharedSource<Element: Sendable>: Sendable {
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let replay: Int
    @usableFromInline
    let scope: SubjectLifetimeScope
    /// The current connection. Its own counts are changed under its lock, taken inside this one.
    @usableFromInline
    let connection = LockedValue<SharedConnection<Element>?>(nil)

    @inlinable
    init(source: Observable<Element>, replay: Int, scope: SubjectLifetimeScope) {
        self.source = source
        self.replay = replay
        self.scope = scope
    }

    @inlinable
    func subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        let replay = self.replay
        let (joined, link) = connection.withLock {
            current -> (SharedConnection<Element>, SingleAssignmentDisposable?) in
            let joined = current ?? SharedConnection(subject: SubjectCore(capacity: replay))
            current = joined
            return (joined, joined.join())
        }
        // Subscribed before connecting, so a source that emits while being subscribed
        // reaches its first subscriber.
        let subscription = joined.subject.subscribe(observer)
        if let link {
            // RxSwift's `share()` and `share(replay: 1)` tell their subscribers of the end and
            // then let the source go; its other forms, a `refCount`, let it go first.
            let releasesAfterTelling = scope == .whileConnected && replay <= 1
            link.setDisposable(
                source.subscribe(
                    AnyObserver { [self] event in
                        guard event.isStopEvent else { return joined.subject.on(event) }
                        // The connection ends before subscribers hear the terminal event, so one
                        // that subscribes again from its handler starts a new connection.
                        let ended = detach(joined, whenLastLeaves: false)
                        if !releasesAfterTelling { ended?.dispose() }
                        joined.subject.on(event)
                        if releasesAfterTelling { ended?.dispose() }
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
        detach(joined, whenLastLeaves: whenLastLeaves)?.dispose()
    }

    /// Ends `joined` as `disconnect` does, and returns its link to the source for the caller to
    /// dispose, outside the lock.
    @inlinable
    func detach(_ joined: SharedConnection<Element>, whenLastLeaves: Bool) -> SingleAssignmentDisposable? {
        let scope = self.scope
        return connection.withLock { current -> SingleAssignmentDisposable? in
            guard case .ended(let link) = joined.leave(whenLastLeaves: whenLastLeaves) else { return nil }
            if scope == .whileConnected, current === joined { current = nil }
            return link
        }
    }
}

/// One connection of `share`: its subject, its subscription to the source while connected,
/// its subscribers.
@usableFromInline
final class SharedConnection<Element: Sendable>: Sendable {
    /// What the connection's lock guards.
    @usableFromInline
    struct Counts: Sendable {
        /// The subscription to the source, while connected.
        @usableFromInline var link: SingleAssignmentDisposable?
        @usableFromInline var subscribers = 0

        @inlinable
        init() {}
    }

    @usableFromInline
    let subject: SubjectCore<Element>
    @usableFromInline
    let counts = LockedValue(Counts())

    @inlinable
    init(subject: SubjectCore<Element>) {
        self.subject = subject
    }

    /// Counts a subscriber in; returns the link to connect through when this one must connect
    /// (nobody is connected and the subject has not ended).
    @inlinable
    func join() -> SingleAssignmentDisposable? {
        let ended = subject.stopEvent != nil
        return counts.withLock { counts in
            counts.subscribers += 1
            guard counts.link == nil, !ended else { return nil }
            let link = SingleAssignmentDisposable()
            counts.link = link
            return link
        }
    }

    /// What a subscriber's leaving did.
    @usableFromInline
    enum Leaving {
        /// Others are still subscribed.
        case stays
        /// The connection ended; its link to dispose, if it was still connected.
        case ended(SingleAssignmentDisposable?)
    }

    /// Counts a subscriber out (when `whenLastLeaves`), or ends the connection (when the
    /// source terminated).
    @inlinable
    func leave(whenLastLeaves: Bool) -> Leaving {
        counts.withLock { counts in
            if whenLastLeaves {
                counts.subscribers -= 1
                guard counts.subscribers == 0 else { return .stays }
            }
            defer { counts.link = nil }
            return .ended(counts.link)
        }
    }
}
