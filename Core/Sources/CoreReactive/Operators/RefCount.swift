import CoreSupport

extension ConnectableObservableType {
    /// Connects when the first subscriber arrives and disconnects when the last one leaves,
    /// or when the source terminates; a later subscriber connects again.
    @inlinable
    public func refCount() -> Observable<Element> {
        let counter = ConnectionCounter(connectable: self)
        return Observable { observer in counter.subscribe(observer) }
    }
}

/// `refCount`'s state: how many subscribers the current connection has.
@usableFromInline
final class ConnectionCounter<Connectable: ConnectableObservableType>: Sendable {
    /// What the lock guards.
    @usableFromInline
    struct State: Sendable {
        /// Subscribers counted in the current connection.
        @usableFromInline var count = 0
        /// Which connection is current: it changes when one ends, so a subscriber of an ended
        /// one neither counts down nor disconnects the next.
        @usableFromInline var generation = 0
        /// The current connection, once `connect()` returned it.
        @usableFromInline var connection: Disposable?

        @inlinable
        init() {}
    }

    @usableFromInline
    let connectable: Connectable
    @usableFromInline
    let state = LockedValue(State())

    @inlinable
    init(connectable: Connectable) {
        self.connectable = connectable
    }

    @inlinable
    func subscribe(_ observer: AnyObserver<Connectable.Element>) -> Disposable {
        let sink = Sink<Connectable.Element>(observer: observer)
        let membership = Membership()
        let subscription = connectable.subscribe(
            AnyObserver { [self] event in
                // The connection ends before the subscriber hears its end, so one that
                // subscribes again from its handler starts the next connection.
                if event.isStopEvent { disconnect(membership, whenLastLeaves: false) }
                sink.forward(event)
            })
        sink.setUpstream(RefCountLeave(counter: self, membership: membership, subscription: subscription))
        // A subscriber that already got a terminal event (a finished subject) does not connect.
        guard !sink.isFinished else { return sink }
        let (connect, joined) = state.withLock { state -> (Bool, Int) in
            membership.generation.store(state.generation)
            state.count += 1
            return (state.count == 1, state.generation)
        }
        if connect {
            let made = connectable.connect()
            let stale = state.withLock { state -> Bool in
                guard state.generation == joined, state.count > 0 else { return true }
                state.connection = made
                return false
            }
            if stale { made.dispose() }
        }
        return sink
    }

    @inlinable
    func disconnect(_ membership: Membership, whenLastLeaves: Bool) {
        let ending = state.withLock { state -> Disposable? in
            let joined = membership.generation.exchange(Membership.left)
            guard joined == state.generation, state.count > 0 else { return nil }
            if whenLastLeaves {
                state.count -= 1
                guard state.count == 0 else { return nil }
            }
            state.count = 0
            state.generation &+= 1
            defer { state.connection = nil }
            return state.connection
        }
        ending?.dispose()
    }
}

/// The connection a `refCount` subscriber counts in, by generation: `left` until it joins and
/// after it left. Changed under the counter's lock; atomic so the type is `Sendable`, checked.
@usableFromInline
final class Membership: Sendable {
    /// No generation: generations count up from 0, so this one never matches.
    @usableFromInline static let left = -1

    @usableFromInline let generation = AtomicWord(Membership.left)

    @inlinable
    init() {}
}

/// What a `refCount` subscriber's dispose does: leave the subject, then the count. A type of
/// its own rather than a closure, which would capture the connectable's metatype.
@usableFromInline
final class RefCountLeave<Connectable: ConnectableObservableType>: Disposable {
    @usableFromInline
    let counter: ConnectionCounter<Connectable>
    @usableFromInline
    let membership: Membership
    @usableFromInline
    let subscription: Disposable

    @inlinable
    init(counter: ConnectionCounter<Connectable>, membership: Membership, subscription: Disposable) {
        self.counter = counter
        self.membership = membership
        self.subscription = subscription
    }

    @inlinable
    func dispose() {
        subscription.dispose()
        counter.disconnect(membership, whenLastLeaves: true)
    }
}
