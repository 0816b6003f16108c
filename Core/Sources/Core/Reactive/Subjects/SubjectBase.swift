import Synchronization

/// The state a subject guards with its lock.
@usableFromInline
struct SubjectState<Element> {
    @usableFromInline var observers: ContiguousArray<AnyObserver<Element>> = []
    @usableFromInline var observerIDs: ContiguousArray<UInt64> = []
    @usableFromInline var nextID: UInt64 = 0
    @usableFromInline var pending: ContiguousArray<Event<Element>> = []
    @usableFromInline var pendingReplays: ContiguousArray<(AnyObserver<Element>, [Event<Element>])> = []
    @usableFromInline var isStopped = false
    @usableFromInline var stopEvent: Event<Element>?
    /// The last elements kept for replay, oldest first.
    @usableFromInline var buffer: ContiguousArray<Element> = []
}

/// The machinery the subjects share: observer list, replay buffer, terminal state and a
/// serialized broadcast.
///
/// Every delivery, including the replay a new subscriber receives, goes through one queue
/// drained by one thread at a time outside the lock. So observers never run under the lock,
/// never run concurrently, and a subscriber never sees a live event before its replay.
/// State sits behind a pointer so the hot path pays for no dynamic exclusivity checks.
///
/// `drain` holds bit 0 while a thread is delivering, plus 2 for each queued delivery. Queueing
/// happens under the lock; the delivering thread ends with one compare-exchange when nothing
/// was queued meanwhile, instead of taking the lock again.
public class SubjectBase<Element>: Observable<Element>, ObserverType, @unchecked Sendable {
    @usableFromInline let lock = Lock()
    @usableFromInline let drainState = Atomic<Int>(0)
    @usableFromInline let state: UnsafeMutablePointer<SubjectState<Element>>
    @usableFromInline let capacity: Int
    @usableFromInline let alwaysReplaysLatest: Bool

    /// A subject keeping up to `capacity` elements for replay; `alwaysReplaysLatest` keeps
    /// replaying the latest element after termination is not replayed (BehaviorSubject).
    init(capacity: Int, initial: Element? = nil, alwaysReplaysLatest: Bool = false) {
        self.capacity = capacity
        self.alwaysReplaysLatest = alwaysReplaysLatest
        state = .allocate(capacity: 1)
        state.initialize(to: SubjectState())
        if let initial { state.pointee.buffer.append(initial) }
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Reads subclass state consistently with delivery.
    final func withState<Result>(_ body: (SubjectState<Element>) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(state.pointee)
    }

    /// The terminal event, if the subject has ended.
    final var stopEvent: Event<Element>? { withState { $0.stopEvent } }

    /// Whether anyone is subscribed.
    public var hasObservers: Bool { withState { !$0.observers.isEmpty } }

    /// Delivers `event` to every observer; events after a terminal one are dropped.
    @inlinable
    public final func on(_ event: Event<Element>) {
        lock.lock()
        if state.pointee.isStopped {
            lock.unlock()
            return
        }
        if event.isStopEvent { state.pointee.isStopped = true }
        guard claimDelivery() else {
            state.pointee.pending.append(event)
            lock.unlock()
            return
        }
        let targets = take(event)
        lock.unlock()
        for observer in targets { observer.on(event) }
        finishDelivery()
    }

    /// Under the lock: true when the caller becomes the delivering thread; false when another
    /// thread is delivering and the caller must queue its work (counted here) for it.
    @inlinable @inline(__always)
    final func claimDelivery() -> Bool {
        // With no delivering thread, nothing else writes the word (producers hold the lock),
        // so the uncontended path needs no read-modify-write.
        if drainState.load(ordering: .acquiring) & 1 == 0 {
            drainState.store(1, ordering: .releasing)
            return true
        }
        let previous = drainState.wrappingAdd(2, ordering: .acquiringAndReleasing).oldValue
        if previous & 1 == 1 { return false }
        drainState.store(1, ordering: .releasing)
        return true
    }

    /// Ends a delivery: done if nothing was queued meanwhile, else delivers the queue.
    @inlinable @inline(__always)
    final func finishDelivery() {
        if drainState.compareExchange(expected: 1, desired: 0, ordering: .acquiringAndReleasing).exchanged { return }
        drain()
    }

    /// Applies an event to the state; runs under the lock.
    @usableFromInline
    final func take(_ event: Event<Element>) -> ContiguousArray<AnyObserver<Element>> {
        switch event {
        case .next(let element):
            if capacity > 0 {
                state.pointee.buffer.append(element)
                if state.pointee.buffer.count > capacity {
                    state.pointee.buffer.removeFirst(state.pointee.buffer.count - capacity)
                }
            }
            return state.pointee.observers
        case .error, .completed:
            let targets = state.pointee.observers
            state.pointee.stopEvent = event
            state.pointee.observers = []
            state.pointee.observerIDs = []
            return targets
        }
    }

    /// Delivers whatever was queued while this thread was delivering.
    @usableFromInline
    final func drain() {
        while true {
            if drainState.compareExchange(expected: 1, desired: 0, ordering: .acquiringAndReleasing).exchanged { return }
            lock.lock()
            drainState.wrappingSubtract(2, ordering: .acquiringAndReleasing)
            if !state.pointee.pendingReplays.isEmpty {
                let (observer, events) = state.pointee.pendingReplays.removeFirst()
                lock.unlock()
                for event in events { observer.on(event) }
            } else {
                let event = state.pointee.pending.removeFirst()
                let targets = take(event)
                lock.unlock()
                for observer in targets { observer.on(event) }
            }
        }
    }

    /// What a new subscriber receives first; runs under the lock.
    @usableFromInline
    final func replayEvents() -> [Event<Element>] {
        var events: [Event<Element>] = []
        if let stopEvent = state.pointee.stopEvent {
            if !alwaysReplaysLatest { events = state.pointee.buffer.map { .next($0) } }
            events.append(stopEvent)
        } else {
            events = state.pointee.buffer.map { .next($0) }
        }
        return events
    }

    @inlinable
    override final func run(_ observer: AnyObserver<Element>) -> Disposable {
        lock.lock()
        let events = capacity > 0 || state.pointee.stopEvent != nil ? replayEvents() : []
        var id: UInt64?
        if state.pointee.stopEvent == nil {
            id = state.pointee.nextID
            state.pointee.nextID += 1
            state.pointee.observers.append(observer)
            state.pointee.observerIDs.append(state.pointee.nextID - 1)
        }
        var replayNow = false
        if !events.isEmpty {
            if claimDelivery() {
                replayNow = true
            } else {
                state.pointee.pendingReplays.append((observer, events))
            }
        }
        lock.unlock()
        if replayNow {
            for event in events { observer.on(event) }
            finishDelivery()
        }
        guard let id else { return Disposables.create() }
        return SubjectSubscription { [self] in unsubscribe(id) }
    }

    @inlinable
    final func unsubscribe(_ id: UInt64) {
        lock.lock()
        var removed: AnyObserver<Element>?
        if let index = state.pointee.observerIDs.lastIndex(of: id) {
            state.pointee.observerIDs.remove(at: index)
            removed = state.pointee.observers.remove(at: index)
        }
        lock.unlock()
        // Released outside the lock: the observer's deinit may run user code.
        withExtendedLifetime(removed) {}
    }
}

/// One observer's registration with a subject; disposing it unsubscribes.
///
/// Not generic on purpose: the unsubscribe action is a closure made where the subject's
/// element type is known, so neither disposing nor freeing it needs runtime type lookups.
@usableFromInline
final class SubjectSubscription: Disposable, @unchecked Sendable {
    @usableFromInline let lock = Lock()
    @usableFromInline var unsubscribe: (() -> Void)?

    @inlinable
    init(unsubscribe: @escaping () -> Void) {
        self.unsubscribe = unsubscribe
        Resources.increment()
    }

    deinit { Resources.decrement() }

    @inlinable
    func dispose() {
        let action = lock.locked { () -> (() -> Void)? in
            defer { unsubscribe = nil }
            return unsubscribe
        }
        action?()
    }
}
