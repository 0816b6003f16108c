import CoreSupport
import Dispatch

extension MainActor {
    /// Runs `body` on the main actor, which must already be running: for Core's own
    /// callbacks that a main-queue hop has brought to the main queue. The result stays on
    /// the calling thread, which is why it need not be `Sendable`.
    @inlinable
    package static func runOnMain<Result>(_ body: @MainActor () throws -> Result) rethrows -> Result {
        try assumeIsolated { UncheckedBox(value: try body()) }.value
    }

    /// Runs `body` on the main actor when the caller is on the main queue, as a sequence that
    /// delivers on the main queue by its type always is (a `Driver`, a `Signal`, what
    /// `observe(on: MainScheduler.instance)` returns). Anywhere else (a scheduler put in the
    /// main queue's place by `SharingScheduler.mock` and run off the main thread) it runs
    /// nothing, reports `NotOnMainThread` to `Hooks.defaultErrorHandler` and returns nil: never
    /// a trap, and never a main-actor closure called off the main actor.
    @inlinable
    package static func enterIfOnMain<Result>(_ body: @MainActor () throws -> Result) rethrows -> Result? {
        guard MainScheduler.isOnMainQueue else {
            UnhandledErrors.report(
                NotOnMainThread(
                    message: "A main-actor closure of a sequence that delivers on the main queue was reached on "
                        + "another thread, so it did not run and its event was dropped. Under SharingScheduler.mock, "
                        + "run the mocked scheduler on the main thread."))
            return nil
        }
        return try runOnMain(body)
    }

    /// Runs `body` on the main actor: at once when called there, else on the next turn of the
    /// main queue.
    @inlinable
    package static func runOnMainSoon(_ body: @escaping @MainActor @Sendable () -> Void) {
        onMainQueue { runOnMain(body) }
    }
}

/// Runs `work` at once when called on the main queue, else on its next turn.
@inlinable
func onMainQueue(_ work: @escaping @Sendable () -> Void) {
    if MainScheduler.isOnMainQueue {
        work()
    } else {
        MainScheduler.enqueue(work)
    }
}

extension ObservableType {
    /// Delivers events on the main queue, in order, with no hop for an event that arrives on
    /// the main queue while none of this subscription's events wait there.
    ///
    /// Unlike `observe(on: MainScheduler.instance)`, whose inline path is shared by every
    /// subscription, the queue here is the subscription's own: an event raised on main from
    /// inside another main-scheduler action is still delivered at once, so a screen that
    /// binds while a flow starts sees its first state before it is drawn.
    @inlinable
    package func observeOnMainQueue() -> Observable<Element> where Element: Sendable {
        let source = asObservable()
        return Observable { observer in
            let sink = MainQueueSink(observer: observer)
            sink.setUpstream(source.subscribe(sink))
            return sink
        }
    }

    /// Subscribes to the source on the main queue (at once when already there) and disposes
    /// its subscription on the main queue too.
    @inlinable
    package func subscribeOnMainQueue() -> Observable<Element> {
        let source = asObservable()
        return Observable { observer in
            let sink = Sink<Element>(observer: observer)
            let subscription = SingleAssignmentDisposable()
            let connect = UncheckedBox(value: {
                subscription.setDisposable(source.subscribe(AnyObserver { sink.forward($0) }))
            })
            onMainQueue {
                // Disposed before a deferred turn came: there is nothing to connect.
                guard !sink.isFinished else { return }
                connect.value()
            }
            sink.setUpstream(Disposables.create { onMainQueue { subscription.dispose() } })
            return sink
        }
    }
}

/// `observeOnMainQueue`'s queue: events that cannot be delivered at once wait in order and
/// are drained on one turn of the main queue.
@usableFromInline
final class MainQueueSink<Element: Sendable>: Sink<Element>, ObserverType, @unchecked Sendable {
    // @unchecked: `waiting` and `draining` change under `lock`; delivery happens on the main
    // queue only, one event at a time.
    @usableFromInline
    let lock = Lock()
    @usableFromInline
    var waiting: [Event<Element>] = []
    @usableFromInline
    var draining = false

    @usableFromInline
    enum Step {
        case deliver, drainLater, wait
    }

    @inlinable
    func on(_ event: Event<Element>) {
        let step = lock.locked { () -> Step in
            if !draining, waiting.isEmpty, MainScheduler.isOnMainQueue { return .deliver }
            waiting.append(event)
            if draining { return .wait }
            draining = true
            return .drainLater
        }
        switch step {
        case .deliver: forward(event)
        case .drainLater: MainScheduler.enqueue { [self] in drain() }
        case .wait: break
        }
    }

    @inlinable
    func drain() {
        while let event = lock.locked({ () -> Event<Element>? in
            guard !waiting.isEmpty else {
                draining = false
                return nil
            }
            return waiting.removeFirst()
        }) {
            forward(event)
        }
    }

    @inlinable
    override func releaseResources() {
        lock.locked { waiting.removeAll() }
    }
}
