import Synchronization

/// The machinery the subjects share: observer list, terminal state, serialized broadcast.
///
/// Every delivery, including the replay a new subscriber receives, goes through one queue
/// drained by one thread at a time outside the lock. So observers never run under the lock,
/// never run concurrently, and a subscriber never sees a live event before its replay.
public class SubjectBase<Element>: Observable<Element>, ObserverType, @unchecked Sendable {
    private enum Work {
        case broadcast(ContiguousArray<AnyObserver<Element>>, Event<Element>)
        case replay(AnyObserver<Element>, [Event<Element>])
    }

    private let lock = Lock()
    private var observers: ContiguousArray<AnyObserver<Element>> = []
    private var observerIDs: ContiguousArray<UInt64> = []
    private var nextID: UInt64 = 0
    private var pending: [Event<Element>] = []
    private var pendingReplays: [Work] = []
    private var draining = false
    private var isStopped = false
    private(set) var stopEvent: Event<Element>?

    override init() {}

    /// Reads subclass state consistently with delivery.
    final func withStateLock<Result>(_ body: () -> Result) -> Result { lock.locked(body) }

    /// Whether anyone is subscribed.
    public var hasObservers: Bool { lock.locked { !observers.isEmpty } }

    /// Records the event for replay; runs under the lock.
    func record(_ event: Event<Element>) {}

    /// What a new subscriber receives first; runs under the lock.
    func replayEvents() -> [Event<Element>] { stopEvent.map { [$0] } ?? [] }

    /// Delivers `event` to every observer; events after a terminal one are dropped.
    public func on(_ event: Event<Element>) {
        let work = lock.locked { () -> Work? in
            if isStopped { return nil }
            if event.isStopEvent { isStopped = true }
            if draining {
                pending.append(event)
                return nil
            }
            draining = true
            return take(event)
        }
        guard let work else { return }
        perform(work)
        drain()
    }

    /// Applies an event to the state under the lock and returns whom to deliver it to.
    private func take(_ event: Event<Element>) -> Work {
        record(event)
        let targets = observers
        if event.isStopEvent {
            stopEvent = event
            observers = []
            observerIDs = []
        }
        return .broadcast(targets, event)
    }

    private func perform(_ work: Work) {
        switch work {
        case .broadcast(let targets, let event):
            for observer in targets { observer.on(event) }
        case .replay(let observer, let events):
            for event in events { observer.on(event) }
        }
    }

    private func drain() {
        while true {
            let work = lock.locked { () -> Work? in
                if !pendingReplays.isEmpty { return pendingReplays.removeFirst() }
                if !pending.isEmpty { return take(pending.removeFirst()) }
                draining = false
                return nil
            }
            guard let work else { return }
            perform(work)
        }
    }

    override func run(_ observer: AnyObserver<Element>) -> Disposable {
        let (id, replayNow) = lock.locked { () -> (UInt64?, [Event<Element>]?) in
            let events = replayEvents()
            var id: UInt64?
            if stopEvent == nil {
                id = nextID
                nextID += 1
                observers.append(observer)
                observerIDs.append(nextID - 1)
            }
            if events.isEmpty { return (id, nil) }
            if draining {
                pendingReplays.append(.replay(observer, events))
                return (id, nil)
            }
            draining = true
            return (id, events)
        }
        if let replayNow {
            perform(.replay(observer, replayNow))
            drain()
        }
        guard let id else { return Disposables.create() }
        return SubjectSubscription(subject: self, id: id)
    }

    fileprivate func unsubscribe(_ id: UInt64) {
        let removed = lock.locked { () -> AnyObserver<Element>? in
            guard let index = observerIDs.lastIndex(of: id) else { return nil }
            observerIDs.remove(at: index)
            return observers.remove(at: index)
        }
        // Released outside the lock: the observer's deinit may run user code.
        _ = removed
    }
}

/// One observer's registration with a subject; disposing it unsubscribes.
private final class SubjectSubscription<Element>: Disposable, @unchecked Sendable {
    private let lock = Lock()
    private var subject: SubjectBase<Element>?
    private let id: UInt64

    init(subject: SubjectBase<Element>, id: UInt64) {
        self.subject = subject
        self.id = id
        Resources.increment()
    }

    deinit { Resources.decrement() }

    func dispose() {
        let subject = lock.locked { () -> SubjectBase<Element>? in
            defer { self.subject = nil }
            return self.subject
        }
        subject?.unsubscribe(id)
    }
}
