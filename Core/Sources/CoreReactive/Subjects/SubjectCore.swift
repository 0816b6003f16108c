import CoreAtomics
import CoreSupport

/// The machinery the subjects share: observer list, replay buffer, terminal state and a
/// serialized broadcast.
///
/// One thread at a time holds the *delivery role* (bit 0 of `role`), and `holder` names it
/// while it does. Only the holder changes the observer list or calls an observer, so
/// observers never run concurrently nor under the lock, and the holder walks the list in
/// place, with no lock and no reference counting.
///
/// A thread that wants to send an event or subscribe while another holds the role waits for
/// it (the role is handed over in arrival order), then does its own work. So when `on`
/// returns, every observer subscribed before it began has the event; a subscriber has its
/// replay before `subscribe` returns, on its own thread; and a holder does nobody else's
/// delivery. A thread that disposes does not wait: it queues the removal for the holder and
/// returns (the observer is skipped from then on, see `ObserverCell`), so disposing never
/// waits for an observer.
///
/// What the holder's own observers ask, on its thread: a subscription joins at once and gets
/// its replay at once, as in RxSwift, but not the event being delivered, which began before
/// it. An event is taken in at once (the value and the replay include it, as in RxSwift) and
/// delivered when the delivery in progress ends, to the observers subscribed before it was
/// sent, so no observer gets an event in the middle of another (RxSwift delivers it nested,
/// and warns of reentrancy). A removal waits for the delivery to end too. The holder runs
/// that queue, then hands the role to the longest waiter.
///
/// Waiting is the contract's one rule: an observer must not block on a thread that is
/// sending to, or subscribing to, the same subject, which would be waiting for it (RxSwift's
/// replaying subjects hold their lock while they replay, with the same rule).
///
/// `role` counts 2 per queued item and per waiting thread, added under the lock; the holder
/// gives the role up with one compare-exchange when there are none, instead of taking the
/// lock. A plain `next` on a subject without a replay buffer claims the role with one
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
    /// The holder's thread while it runs anything that may call back into this subject, else
    /// 0. Only a thread writes its own identity here, and it clears it before giving the role
    /// up, so a thread that reads its own identity holds the role.
    @usableFromInline let holder = AtomicWord()
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
        // Observers are let go without an event, as RxSwift's subjects do when freed.
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

    /// Whether anyone is subscribed.
    @usableFromInline var hasObservers: Bool { lock.locked { observers.pointee.count > 0 } }

    /// Delivers `event` to every observer; events after a terminal one are dropped.
    @inlinable
    func on(_ event: Event<Element>) {
        // After termination the list is empty, so this path needs no stop check.
        if capacity == 0, case .next = event,
            role.compareExchange(expected: 0, desired: 1)
        {
            holder.store(core_current_thread())
            deliver(event, count: observers.pointee.count)
            release()
            return
        }
        send(event)
    }

    /// The general path: replay buffers, terminal events, and sending while someone delivers.
    @inlinable
    func send(_ event: Event<Element>) {
        let claim = claim()
        lock.lock()
        guard state.pointee.stopEvent == nil else {
            lock.unlock()
            if claim == .taken { release() }
            return
        }
        let sequence = record(event)
        guard claim == .taken else {
            state.pointee.work.append(.event(event, sequence))
            role.add(2)
            lock.unlock()
            return
        }
        let count = recipients(of: event)
        lock.unlock()
        deliver(event, count: count)
        release()
    }

    /// How a thread came to act as the holder.
    @usableFromInline
    enum Claim {
        /// It took the role (at once, or handed over after waiting) and must release it.
        case taken
        /// It held the role already: an observer of this subject is calling back.
        case reentrant
    }

    /// Takes the role, waiting while another thread holds it. Not under the lock.
    @inlinable
    func claim() -> Claim {
        let me = core_current_thread()
        if role.compareExchange(expected: 0, desired: 1) {
            holder.store(me)
            return .taken
        }
        if holder.load() == me { return .reentrant }
        lock.lock()
        if role.add(2) & 1 == 0 {
            // The holder let go in between. While nobody holds the role nothing is counted,
            // and only lock holders add, so the word was 0: take the role, drop the count.
            role.store(1)
            lock.unlock()
            holder.store(me)
            return .taken
        }
        let handOff = HandOff()
        state.pointee.waiters.append(handOff)
        lock.unlock()
        handOff.take()
        holder.store(me)
        return .taken
    }

    /// Gives the role up if nothing was queued or is waiting, else runs the queue first and
    /// hands the role over.
    @inlinable @inline(__always)
    func release() {
        holder.store(0)
        if role.compareExchange(expected: 1, desired: 0) { return }
        drain()
    }

    /// Sends `event` to the first `count` observers of the list; the caller holds the role.
    /// A terminal event was detached from the list by `recipients`, so its observers are
    /// released here.
    @inlinable @inline(__always)
    func deliver(_ event: Event<Element>, count: Int) {
        var index = 0
        while index < count {
            // The list is read anew each time: an observer that subscribes, on this thread,
            // may move it to a larger allocation (past `count`, so not sent this event).
            observers.pointee.base[index]._withUnsafeGuaranteedRef { cell in
                guard !cell.isDisposed else { return }
                // An element on its own path (see `AnyObserver.nextHandler`).
                if case .next(let element) = event {
                    cell.observer.onNext(element)
                } else {
                    cell.observer.on(event)
                }
            }
            index += 1
        }
        if event.isStopEvent { releaseDetached(count) }
    }

    /// `deliver` for a queued event, numbered `sequence`: the list may have observers that
    /// subscribed after it was sent, which it skips.
    @inlinable
    func deliver(_ event: Event<Element>, count: Int, sentAt sequence: Int) {
        var index = 0
        while index < count {
            observers.pointee.base[index]._withUnsafeGuaranteedRef { cell in
                if cell.joined < sequence { cell.receive(event) }
            }
            index += 1
        }
        if event.isStopEvent { releaseDetached(count) }
    }

    /// Takes `event` into the state, when it is sent (the caller holds the lock): the replay
    /// buffer, or the terminal event. Returns its number. An event an observer sends is taken
    /// in at once and delivered when the delivery in progress ends, so the subject's value and
    /// a new subscriber's replay include it, as in RxSwift.
    @inlinable
    func record(_ event: Event<Element>) -> Int {
        switch event {
        case .next(let element):
            if capacity > 0 {
                state.pointee.buffer.append(element)
                if state.pointee.buffer.count > capacity {
                    state.pointee.buffer.removeFirst(state.pointee.buffer.count - capacity)
                }
            }
        case .error, .completed:
            state.pointee.stopEvent = event
        }
        state.pointee.sequence &+= 1
        return state.pointee.sequence
    }

    /// How many observers of the list `event` goes to, when it is delivered (the caller holds
    /// the lock and the role). A terminal event empties the list: the caller delivers to the
    /// detached observers and releases them.
    @inlinable
    func recipients(of event: Event<Element>) -> Int {
        let count = observers.pointee.count
        if event.isStopEvent {
            observers.pointee.detached = count
            observers.pointee.count = 0
        }
        return count
    }

    /// Releases the `count` observers a terminal event detached, once it was delivered to
    /// them: forgotten under the lock first, so a disposer looking for one to flag no longer
    /// sees them, then released outside it (an observer's deinit may run user code). Nothing
    /// joins an ended subject, so they are where they were.
    @inlinable
    func releaseDetached(_ count: Int) {
        lock.locked { observers.pointee.detached = 0 }
        for index in 0..<count { observers.pointee.base[index].release() }
    }

    /// Runs what was queued while this thread held the role, then hands the role to the
    /// longest waiter, or gives it up.
    @inlinable
    func drain() {
        let me = core_current_thread()
        while true {
            lock.lock()
            if state.pointee.work.isEmpty {
                if state.pointee.waiters.isEmpty {
                    // Unreachable while the counts hold (the compare-exchange just failed
                    // because something was counted, and only the holder takes it away); if
                    // it were reached, the word would be 1.
                    role.store(0)
                    lock.unlock()
                    return
                }
                let next = state.pointee.waiters.removeFirst()
                // Bit 0 stays set: the role passes to `next` without being free in between.
                role.add(-2)
                lock.unlock()
                next.give()
                return
            }
            role.add(-2)
            holder.store(me)
            switch state.pointee.work.removeFirst() {
            case .event(let event, let sequence):
                let count = recipients(of: event)
                lock.unlock()
                deliver(event, count: count, sentAt: sequence)
            case .unsubscribe(let key):
                let removed = observers.pointee.remove(key)
                lock.unlock()
                // Released outside the lock: the observer's deinit may run user code.
                removed?.release()
            }
            holder.store(0)
            if role.compareExchange(expected: 1, desired: 0) { return }
        }
    }

    /// Adds `observer` to the list unless the subject ended, and returns what it must receive
    /// first; the caller holds the lock and the role.
    @inlinable
    func attach(_ cell: ObserverCell<Element>) -> [Event<Element>] {
        if let stopEvent = state.pointee.stopEvent {
            if forgetsBufferOnTermination { return [stopEvent] }
            return state.pointee.buffer.map { Event.next($0) } + [stopEvent]
        }
        observers.pointee.append(cell)
        return state.pointee.buffer.map { Event.next($0) }
    }

    /// A cell for `observer` with the next key; the caller holds the lock.
    @inlinable
    func makeCell(for observer: AnyObserver<Element>) -> ObserverCell<Element> {
        defer { state.pointee.nextKey &+= 1 }
        return ObserverCell(observer: observer, key: state.pointee.nextKey, joined: state.pointee.sequence)
    }

    /// Adds `observer`, after what it must replay, which it receives before this returns.
    @inlinable
    func subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        lock.lock()
        if role.compareExchange(expected: 0, desired: 1) {
            let cell = makeCell(for: observer)
            let subscription = SubjectSubscription(key: cell.key) { [self] in unsubscribe($0) }
            let replay = attach(cell)
            if replay.isEmpty {
                // Nobody could wait or queue while this thread held the lock: the word is 1.
                role.store(0)
                lock.unlock()
                return subscription
            }
            lock.unlock()
            holder.store(core_current_thread())
            send(replay, to: cell)
            release()
            return subscription
        }
        lock.unlock()
        let claim = claim()
        lock.lock()
        let cell = makeCell(for: observer)
        let replay = attach(cell)
        lock.unlock()
        send(replay, to: cell)
        if claim == .taken { release() }
        return SubjectSubscription(key: cell.key) { [self] in unsubscribe($0) }
    }

    /// Sends a new subscriber what it must replay, until it is disposed.
    @inlinable
    func send(_ events: [Event<Element>], to cell: ObserverCell<Element>) {
        for event in events where !cell.isDisposed { cell.observer.on(event) }
    }

    /// Lets every observer go, without an event: for a public subject that is being freed
    /// (RxSwift's subjects free their observers with themselves). Each subscription holds
    /// this core, and the core its observers, which may hold their subscriptions: without
    /// this, a subject dropped while subscribed would keep them all.
    ///
    /// Nothing delivers meanwhile: every send and subscribe goes through the public subject,
    /// which is gone, and a disposer holds the role only under the lock.
    @usableFromInline
    func detachAll() {
        lock.lock()
        guard role.compareExchange(expected: 0, desired: 1) else { return lock.unlock() }
        let detached = (0..<observers.pointee.count).map { observers.pointee.base[$0] }
        observers.pointee.count = 0
        role.store(0)
        lock.unlock()
        // Released outside the lock: an observer's deinit may run user code.
        for cell in detached { cell.release() }
    }

    /// Removes a disposed subscription from the list, now or once the delivery in progress
    /// ends; never waits.
    @inlinable
    func unsubscribe(_ key: Int) {
        lock.lock()
        // Counted before looking: a holder that lets go meanwhile (a compare-exchange, without
        // the lock) then fails, and runs the queue.
        guard role.add(2) & 1 == 0 else {
            // Held, by another thread or by this one further up the stack: a delivery may be
            // in progress (a terminal one included), so the observer is flagged to be skipped
            // from now on, and the holder removes it when its delivery ends. When the role is
            // free no delivery runs, and the removal below is enough.
            observers.pointee.markDisposed(key)
            state.pointee.work.append(.unsubscribe(key))
            lock.unlock()
            return
        }
        // Free, so the word was 0 (see `claim`): take the role, drop the count.
        role.store(1)
        let removed = observers.pointee.remove(key)
        // Nobody could wait or queue while this thread held the lock: the word is 1.
        role.store(0)
        lock.unlock()
        // Released outside the lock and the role: the observer's deinit may run user code.
        removed?.release()
    }
}
