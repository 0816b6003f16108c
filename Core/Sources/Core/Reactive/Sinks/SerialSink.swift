import Synchronization

/// A sink fed by several sources, possibly on several threads.
///
/// `send` runs a state update under the sink's lock and queues what it emits; the queue is
/// drained outside the lock by one thread at a time, so delivery is serialized, ordered as
/// the updates were, and reentrant sends from inside an observer neither deadlock nor reorder.
class SerialSink<Output>: Sink<Output>, @unchecked Sendable {
    let stateLock = Lock()
    private var pending: [Event<Output>] = []
    private var draining = false

    /// Runs `update` under the lock; the event it returns, if any, is delivered in order.
    final func send(_ update: () -> Event<Output>?) {
        var first: Event<Output>?
        stateLock.locked {
            guard let event = update() else { return }
            if draining {
                pending.append(event)
            } else {
                draining = true
                first = event
            }
        }
        guard var current = first else { return }
        while true {
            forward(current)
            let next = stateLock.locked { () -> Event<Output>? in
                if pending.isEmpty {
                    draining = false
                    return nil
                }
                return pending.removeFirst()
            }
            guard let next else { return }
            current = next
        }
    }

    /// Sends an event that needs no state update.
    final func send(_ event: Event<Output>) {
        send { event }
    }
}
