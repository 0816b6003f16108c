import CoreSupport

/// A sink fed by several sources, possibly on several threads.
///
/// `send` runs a state update under the sink's lock, and the event it returns is delivered by
/// one thread at a time, in the order of the updates. A thread that finds another one
/// delivering queues its event for that thread to deliver, so reentrant sends from inside an
/// observer neither deadlock nor reorder. `role` holds the delivery role in bit 0 and counts
/// queued events in steps of 2: an uncontended send takes the lock once and gives the role
/// up with one compare-exchange.
@usableFromInline
class SerialSink<Output: Sendable>: Sink<Output>, @unchecked Sendable {
    // @unchecked: `pending` is guarded by `stateLock`; delivery is serialized by `role`.
    @usableFromInline
    let stateLock = Lock()
    @usableFromInline
    let role = AtomicWord()
    /// Events waiting for the delivering thread, guarded by `stateLock`.
    @usableFromInline
    var pending: [Event<Output>] = []

    /// Runs `update` under the lock; the event it returns, if any, is delivered in order.
    @inlinable
    final func send(_ update: () -> Event<Output>?) {
        stateLock.lock()
        guard let event = update() else {
            stateLock.unlock()
            return
        }
        guard claimDelivery() else {
            pending.append(event)
            stateLock.unlock()
            return
        }
        stateLock.unlock()
        forward(event)
        if role.compareExchange(expected: 1, desired: 0) { return }
        drain()
    }

    /// Sends an event that needs no state update.
    @inlinable
    final func send(_ event: Event<Output>) {
        send { event }
    }

    /// Under the lock: true when the caller now holds the delivery role; false when another
    /// thread holds it, in which case one queued event is counted and the caller queues it.
    @inlinable
    func claimDelivery() -> Bool {
        if role.compareExchange(expected: 0, desired: 1) { return true }
        if role.add(2) & 1 == 1 { return false }
        // The holder let go in between; only lock holders add, so the word is ours.
        role.store(1)
        return true
    }

    /// Delivers what was queued while this thread held the role, then gives the role up.
    @inlinable
    func drain() {
        while true {
            if role.compareExchange(expected: 1, desired: 0) { return }
            stateLock.lock()
            role.add(-2)
            let next = pending.removeFirst()
            stateLock.unlock()
            forward(next)
        }
    }
}
