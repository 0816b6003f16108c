extension ConnectableObservableType {
    /// Connects when the first subscriber arrives and disconnects when the last one leaves,
    /// or when the source terminates; a later subscriber connects again.
    public func refCount() -> Observable<Element> {
        let counter = ConnectionCounter(connectable: self)
        return Producer { observer in counter.subscribe(observer) }
    }
}

/// `refCount`'s state: how many subscribers the current connection has.
final class ConnectionCounter<Connectable: ConnectableObservableType>: @unchecked Sendable {
    // @unchecked: `count`, `generation` and `connection` change under `lock`.
    private let connectable: Connectable
    private let lock = Lock()
    private var count = 0
    private var generation: UInt64 = 0
    private var connection: Disposable?

    init(connectable: Connectable) {
        self.connectable = connectable
    }

    func subscribe(_ observer: AnyObserver<Connectable.Element>) -> Disposable {
        let sink = Sink<Connectable.Element>(observer: observer)
        let membership = Membership()
        let subscription = connectable.subscribe(
            AnyObserver { [self] event in
                if event.isStopEvent { disconnect(membership, whenLastLeaves: false) }
                sink.forward(event)
            })
        sink.setUpstream(
            Disposables.create { [self] in
                subscription.dispose()
                disconnect(membership, whenLastLeaves: true)
            })
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

    private func disconnect(_ membership: Membership, whenLastLeaves: Bool) {
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
/// Read and written under the counter's lock only.
final class Membership {
    var generation: UInt64?
}
