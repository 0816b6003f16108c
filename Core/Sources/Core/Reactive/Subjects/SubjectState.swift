/// What a subject guards with its lock: queued work, terminal state and the replay buffer.
@usableFromInline
struct SubjectState<Element> {
    @inlinable
    init() {}

    /// Work for the delivering thread, oldest first.
    @usableFromInline var work: ContiguousArray<SubjectWork<Element>> = []
    /// Set when a terminal event is sent; later sends are dropped.
    @usableFromInline var isStopped = false
    /// Set when the terminal event is delivered; later subscribers receive it as replay.
    @usableFromInline var stopEvent: Event<Element>?
    /// The last elements kept for replay, oldest first.
    @usableFromInline var buffer: ContiguousArray<Element> = []
}

/// Something a thread asked of a subject while another thread was delivering.
@usableFromInline
enum SubjectWork<Element> {
    case event(Event<Element>)
    case subscribe(SubjectObserver<Element>)
    case unsubscribe(SubjectSubscription)
}

/// A subject's observers in subscription order, each retained once by the list.
///
/// It changes only under the subject's lock and by the thread holding the delivery role;
/// that thread alone also reads it without the lock. Plain memory rather than an array, so
/// reading it retains neither the storage nor the observers, and kept apart from
/// `SubjectState` so that reading it never overlaps an access to the locked state.
@usableFromInline
struct ObserverList<Element> {
    @usableFromInline var base: UnsafeMutablePointer<Unmanaged<SubjectObserver<Element>>>
    @usableFromInline var count = 0
    @usableFromInline var capacity = 4

    @inlinable
    init() {
        base = .allocate(capacity: capacity)
    }

    @inlinable
    mutating func append(_ observer: Unmanaged<SubjectObserver<Element>>) {
        if count == capacity {
            let larger = UnsafeMutablePointer<Unmanaged<SubjectObserver<Element>>>.allocate(capacity: capacity * 2)
            larger.moveInitialize(from: base, count: count)
            base.deallocate()
            base = larger
            capacity *= 2
        }
        (base + count).initialize(to: observer)
        count += 1
    }

    /// Takes `subscription` out of the list; the caller releases it outside the lock.
    @inlinable
    mutating func remove(_ subscription: SubjectSubscription) -> Unmanaged<SubjectObserver<Element>>? {
        let target = Unmanaged.passUnretained(subscription).toOpaque()
        guard let index = (0..<count).first(where: { base[$0].toOpaque() == target }) else { return nil }
        let removed = base[index]
        for later in index..<(count - 1) { base[later] = base[later + 1] }
        count -= 1
        return removed
    }

    /// Releases every observer and the storage; for the subject's deinit.
    @inlinable
    mutating func destroy() {
        for index in 0..<count { base[index].release() }
        base.deallocate()
        count = 0
    }
}
