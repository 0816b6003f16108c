import CoreSupport

/// What a subject guards with its lock: queued work, waiting threads, terminal state and the
/// replay buffer.
@usableFromInline
struct SubjectState<Element: Sendable> {
    @inlinable
    init() {}

    /// Work for the delivering thread, oldest first.
    @usableFromInline var work: ContiguousArray<SubjectWork<Element>> = []
    /// Threads waiting for the delivery role, longest first.
    @usableFromInline var waiters: ContiguousArray<HandOff> = []
    /// The key the next observer gets.
    @usableFromInline var nextKey = 0
    /// How many events were taken in (`SubjectCore.record`), for telling a queued event's
    /// observers from those that subscribed after it was sent.
    @usableFromInline var sequence = 0
    /// Set when the terminal event is sent: later sends are dropped, later subscribers
    /// receive it as replay.
    @usableFromInline var stopEvent: Event<Element>?
    /// The last elements kept for replay, oldest first.
    @usableFromInline var buffer: ContiguousArray<Element> = []
}

/// What waits for the delivery in progress to end: an event an observer sent, a removal.
@usableFromInline
enum SubjectWork<Element: Sendable> {
    /// An event and its sequence number: it goes to the observers subscribed before it.
    case event(Event<Element>, Int)
    /// The removal of the observer with this key.
    case unsubscribe(Int)
}

/// A subject's observers in subscription order.
///
/// It changes only under the subject's lock and by the thread holding the delivery role;
/// that thread alone also reads it without the lock. Plain memory rather than an array, so
/// reading it retains neither the storage nor the observers, and kept apart from
/// `SubjectState` so that reading it never overlaps an access to the locked state.
@usableFromInline
struct ObserverList<Element: Sendable> {
    @usableFromInline var base: UnsafeMutablePointer<Unmanaged<ObserverCell<Element>>>
    @usableFromInline var count = 0
    /// Observers a terminal event took out of the list (`count` is 0 then) that are still
    /// at the front of the storage while that event is delivered to them.
    @usableFromInline var detached = 0
    @usableFromInline var capacity = 4

    @inlinable
    init() {
        base = .allocate(capacity: capacity)
    }

    @inlinable
    mutating func append(_ cell: ObserverCell<Element>) {
        if count == capacity {
            let larger = UnsafeMutablePointer<Unmanaged<ObserverCell<Element>>>.allocate(capacity: capacity * 2)
            larger.moveInitialize(from: base, count: count)
            base.deallocate()
            base = larger
            capacity *= 2
        }
        (base + count).initialize(to: .passRetained(cell))
        count += 1
    }

    /// The index of the observer with `key`, if it is in the list.
    @inlinable
    func index(of key: Int) -> Int? {
        (0..<count).first { base[$0]._withUnsafeGuaranteedRef { $0.key == key } }
    }

    /// Takes the observer with `key` out of the list; the caller releases it outside the lock.
    @inlinable
    mutating func remove(_ key: Int) -> Unmanaged<ObserverCell<Element>>? {
        guard let index = index(of: key) else { return nil }
        let removed = (base + index).move()
        (base + index).moveInitialize(from: base + index + 1, count: count - index - 1)
        count -= 1
        return removed
    }

    /// Sets the disposed flag of the observer with `key`, in the list or detached by a
    /// terminal event that is being delivered.
    @inlinable
    func markDisposed(_ key: Int) {
        for index in 0..<Swift.max(count, detached) {
            let found = base[index]._withUnsafeGuaranteedRef { cell -> Bool in
                guard cell.key == key else { return false }
                cell.disposed?.store(1)
                return true
            }
            if found { return }
        }
    }

    /// Releases every observer, and the storage; for the subject's deinit.
    @inlinable
    mutating func destroy() {
        for index in 0..<count { base[index].release() }
        base.deallocate()
        count = 0
    }
}
