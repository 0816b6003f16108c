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
final class ConnectionCounter<Connectable: ConnectableObservableType>: @unchecked Sendable {
    // @unchecked: `count`, `generation` and `connection` change under `lock`.
    @usableFromInline
    let connectable: Connectable
    @usableFromInline
    let lock = Lock()
    @usableFromInline
    var count = 0
    @usableFromInline
    var generation: UInt64 = 0
    @usableFromInline
    var connection: Disposable?

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
                if event.isStopEvent { disconnect(membership, whenLastLeaves: false) }
                sink.forward(event)
            })
        sink.setUpstream(RefCountLeave(counter: self, membership: membership, subscription: subscription))
        // A subscriber that already got a terminal event (a finished subject) does not connect.
        guard !sink.isFinished else { return sink }
        let (connect, member) = lock.locked { () -> (Bool, UInt64) in
            membership.generation = generation
            count += 1
            return (count == 1, generation)
        }
        if connect {
            let made = connectable.connect()
            let stale = lock.locked { () -> Bool in
                guard generation == member, count > 0 else { return true }
                connection = made
                return false
            }
            if stale { made.dispose() }
        }
        return sink
    }

    @inlinable
    func disconnect(_ membership: Membership, whenLastLeaves: Bool) {
        let ending = lock.locked { () -> Disposable? in
            guard let joined = membership.generation, generation == joined, count > 0 else { return nil }
            membership.generation = nil
            if whenLastLeaves {
                count -= 1
                guard count == 0 else { return nil }
            }
            count = 0
            generation &+= 1
            defer { connection = nil }
            return connection
        }
        ending?.dispose()
    }
}

/// The connection a `refCount` subscriber counts in: nil until it joins and after it left.
@usableFromInline
final class Membership: @unchecked Sendable {
    // @unchecked: `generation` is read and written under the counter's lock only.
    @inlinable
    init() {}

    @usableFromInline
    var generation: UInt64?
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
