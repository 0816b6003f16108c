/// The machinery the subjects share: observer list, replay buffer, terminal state and a
/// serialized broadcast.
///
/// One thread at a time holds the *delivery role* (bit 0 of `role`). Only the holder reads or
/// changes the observer list, so it delivers by walking the list in place, with no lock and no
/// reference counting. Anything another thread (or an observer, reentrantly) wants while the
/// role is held becomes a work item in a FIFO queue that the holder runs before giving the
/// role up: a later event, a new subscriber with its replay, a removal. So observers never
/// run under the lock, never run concurrently, see events in the order they were sent, and a
/// subscriber never sees a live event before its replay.
///
/// `role` counts 2 per queued item. Queueing happens under the lock; the holder gives the role
/// up with one compare-exchange when nothing was queued meanwhile, instead of taking the lock.
/// A plain `next` on a subject without a replay buffer claims the role with one
/// compare-exchange and never touches the lock.
///
/// It is internal: each public subject holds one and is `Sendable` because of it, checked.
@usableFromInline
final class SubjectCore<Element: Sendable>: @unchecked Sendable {
    // @unchecked: the observer list and state are changed only under `lock` by the holder of
    // the delivery role (see above); the elements it keeps are `Sendable` and its observers
    // are `AnyObserver`s, checked `Sendable`.
    @usableFromInline let lock = Lock()
    @usableFromInline let role = AtomicWord()
    @usableFromInline let state: UnsafeMutablePointer<SubjectState<Element>>
    @usableFromInline let observers: UnsafeMutablePointer<ObserverList<Element>>
    @usableFromInline let capacity: Int
    @usableFromInline let forgetsBufferOnTermination: Bool

    /// A subject keeping up to `capacity` elements for replay. After termination a late
    /// subscriber receives the kept elements and then the terminal event, or only the terminal
    /// event when `forgetsBufferOnTermination` (BehaviorSubject, as in RxSwift).
    @inlinable
    init(capacity: Int, initial: Element? = nil, forgetsBufferOnTermination: Bool = false) {
        self.capacity = capacity
        self.forgetsBufferOnTermination = forgetsBufferOnTermination
        state = .allocate(capacity: 1)
        state.initialize(to: SubjectState())
        observers = .allocate(capacity: 1)
        observers.initialize(to: ObserverList())
        if let initial { state.pointee.buffer.append(initial) }
    }

    deinit {
        observers.pointee.destroy()
        observers.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Reads the state consistently with delivery.
    @inlinable
    func withState<Result>(_ body: (SubjectState<Element>) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(state.pointee)
    }

    /// The terminal event, if the subject has ended.
    @usableFromInline
    var stopEvent: Event<Element>? { withState { $0.stopEvent } }

    /// Whether anyone is subscribed (subscriptions still queued behind a delivery in progress
    /// are not counted yet).
    @usableFromInline var hasObservers: Bool { lock.locked { observers.pointee.count > 0 } }

    /// Delivers `event` to every observer; events after a terminal one are dropped.
    @inlinable
    func on(_ event: Event<Element>) {
        // After termination the list is empty, so this path needs no stop check.
        if capacity == 0, case .next = event,
            role.compareExchange(expected: 0, desired: 1)
        {
            deliver(event, count: observers.pointee.count)
            finishDelivery()
            return
        }
        send(event)
    }

    /// The general path: replay buffers, terminal events, and sending while someone delivers.
    @inlinable
    func send(_ event: Event<Element>) {
        lock.lock()
        if state.pointee.isStopped {
            lock.unlock()
            return
        }
        if event.isStopEvent { state.pointee.isStopped = true }
        guard claimDelivery() else {
            state.pointee.work.append(.event(event))
            lock.unlock()
            return
        }
        let count = take(event)
        lock.unlock()
        deliver(event, count: count)
        finishDelivery()
    }

    /// Under the lock: true when the caller now holds the delivery role; false when another
    /// thread holds it, in which case one work item is counted and the caller must queue it.
    @inlinable
    func claimDelivery() -> Bool {
        if role.compareExchange(expected: 0, desired: 1) { return true }
        let previous = role.add(2)
        if previous & 1 == 1 { return false }
        // The holder let go in between. Only lock holders add, and a claim expects 0, so the
        // word is ours: take the role and drop the count just added.
        role.store(1)
        return true
    }

    /// Gives the role up if nothing was queued meanwhile, else runs the queue first.
    @inlinable @inline(__always)
    func finishDelivery() {
        if role.compareExchange(expected: 1, desired: 0) { return }
        drain()
    }

    /// Sends `event` to the first `count` observers of the list; the caller holds the role.
    /// A terminal event was detached from the list by `take`, so its observers are released here.
    @inlinable @inline(__always)
    func deliver(_ event: Event<Element>, count: Int) {
        let list = observers.pointee.base
        var index = 0
        while index < count {
            list[index]._withUnsafeGuaranteedRef { subscription in
                guard !subscription.isDisposed else { return }
                // An element on its own path (see `AnyObserver.nextHandler`).
                if case .next(let element) = event {
                    subscription.observer.onNext(element)
                } else {
                    subscription.observer.on(event)
                }
            }
            index += 1
        }
        if event.isStopEvent {
            for index in 0..<count { list[index].release() }
        }
    }

    /// Applies an event to the state (the caller holds the lock and the role) and returns how
    /// many observers it goes to. A terminal event empties the list: the caller delivers to
    /// the detached observers and releases them.
    @inlinable
    func take(_ event: Event<Element>) -> Int {
        switch event {
        case .next(let element):
            if capacity > 0 {
                state.pointee.buffer.append(element)
                if state.pointee.buffer.count > capacity {
                    state.pointee.buffer.removeFirst(state.pointee.buffer.count - capacity)
                }
            }
            return observers.pointee.count
        case .error, .completed:
            state.pointee.stopEvent = event
            defer { observers.pointee.count = 0 }
            return observers.pointee.count
        }
    }

    /// Runs the work queued while this thread held the role, then gives the role up.
    @inlinable
    func drain() {
        while true {
            if role.compareExchange(expected: 1, desired: 0) { return }
            lock.lock()
            role.add(-2)
            switch state.pointee.work.removeFirst() {
            case .event(let event):
                let count = take(event)
                lock.unlock()
                deliver(event, count: count)
            case .subscribe(let subscription):
                let replay = attach(subscription)
                lock.unlock()
                replay.forEach(subscription.receive)
            case .unsubscribe(let subscription):
                let removed = observers.pointee.remove(subscription)
                lock.unlock()
                removed?.release()
            }
        }
    }

    /// Adds `subscription` to the list unless the subject ended, and returns what it must
    /// receive first; the caller holds the lock and the role.
    @inlinable
    func attach(_ subscription: SubjectObserver<Element>) -> [Event<Element>] {
        var replay = state.pointee.buffer.map { Event.next($0) }
        if let stopEvent = state.pointee.stopEvent {
            if forgetsBufferOnTermination { replay = [] }
            replay.append(stopEvent)
        } else {
            observers.pointee.append(Unmanaged.passRetained(subscription))
        }
        return replay
    }

    /// Adds `observer`, after what it must replay.
    @inlinable
    func subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        let subscription = SubjectObserver(observer: observer) { [self] in unsubscribe($0) }
        lock.lock()
        guard claimDelivery() else {
            state.pointee.work.append(.subscribe(subscription))
            lock.unlock()
            return subscription
        }
        let replay = attach(subscription)
        if replay.isEmpty {
            // Nobody could queue work while this thread held the lock, so the word is 1.
            role.store(0)
            lock.unlock()
            return subscription
        }
        lock.unlock()
        replay.forEach(subscription.receive)
        finishDelivery()
        return subscription
    }

    /// Removes a disposed subscription from the list, now or once the delivery in progress ends.
    @inlinable
    func unsubscribe(_ subscription: SubjectSubscription) {
        lock.lock()
        guard claimDelivery() else {
            state.pointee.work.append(.unsubscribe(subscription))
            lock.unlock()
            return
        }
        let removed = observers.pointee.remove(subscription)
        role.store(0)
        lock.unlock()
        // Released outside the lock: the observer's deinit may run user code.
        removed?.release()
    }
}
