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
    case unsubscribe(SubjectSubscription)
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

    /// Takes `subscription`'s observer out of the list; the caller releases it outside the lock.
    @inlinable
    mutating func remove(_ subscription: SubjectSubscription) -> Unmanaged<ObserverCell<Element>>? {
        guard
            let index = (0..<count).first(where: {
                base[$0]._withUnsafeGuaranteedRef { $0.subscription === subscription }
            })
        else { return nil }
        let removed = (base + index).move()
        (base + index).moveInitialize(from: base + index + 1, count: count - index - 1)
        count -= 1
        return removed
    }

    /// Releases the first `detached` observers, which a terminal event detached (the list's
    /// count is 0 already). Nothing joins an ended subject, so they are where they were.
    @inlinable
    func releaseDetached(_ detached: Int) {
        for index in 0..<detached { base[index].release() }
    }

    /// Releases every observer, and the storage; for the subject's deinit.
    @inlinable
    mutating func destroy() {
        for index in 0..<count { base[index].release() }
        base.deallocate()
        count = 0
    }
}
