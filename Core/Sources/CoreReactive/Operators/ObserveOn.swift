import CoreSupport

extension ObservableType {
    /// Delivers events on `scheduler`, one scheduled step per event, in order, even on a
    /// concurrent scheduler. After dispose, events still queued are dropped.
    @inlinable
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> where Element: Sendable {
        let source = asObservable()
        #if DEBUG || TRACE_RESOURCES
        let counted = scheduler is SerialDispatchQueueScheduler ? SerialQueueObservableCount() : nil
        return Observable { observer in
            _ = counted
            return ObserveOnSink(observer: observer, scheduler: scheduler).run(source)
        }
        #else
        return Observable { observer in
            ObserveOnSink(observer: observer, scheduler: scheduler).run(source)
        }
        #endif
    }

    /// Subscribes to the source on `scheduler`, and disposes the source's subscription there
    /// too: on dispose, or as soon as the source terminates.
    @inlinable
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        // The sequence itself, not `asObservable()`: RxSwift subscribes it as it is, so what it
        // lets go of when it ends is released on the scheduler too (one step after the end).
        let source = self
        return Observable { observer in
            let sink = Sink<Element>(observer: observer)
            let subscription = SingleAssignmentDisposable()
            let scheduled = scheduler.schedule(()) { _ in
                subscription.setDisposable(source.subscribe(AnyObserver { sink.forward($0) }))
                return Disposables.create()
            }
            sink.setUpstream(
                Disposables.create {
                    scheduled.dispose()
                    _ = scheduler.schedule(()) { _ in
                        subscription.dispose()
                        return Disposables.create()
                    }
                })
            return sink
        }
    }
}

/// `observe(on:)`'s queue: events wait in order; one scheduled step delivers the oldest and
/// schedules the next, so delivery stays serial on any scheduler.
@usableFromInline
final class ObserveOnSink<Element: Sendable>: Sink<Element>, ObserverType, @unchecked Sendable {
    // @unchecked: `queue` and `running` change under `lock`; one step runs at a time.
    @usableFromInline
    let scheduler: ImmediateSchedulerType
    @usableFromInline
    let lock = Lock()
    @usableFromInline
    let steps = ScheduledSteps()
    @usableFromInline
    var queue: [Event<Element>] = []
    @usableFromInline
    var running = false

    @inlinable
    init(observer: AnyObserver<Element>, scheduler: ImmediateSchedulerType) {
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    @inlinable
    func run(_ source: Observable<Element>) -> Disposable {
        let subscription = SingleAssignmentDisposable()
        setUpstream(Disposables.create(subscription, steps))
        subscription.setDisposable(source.subscribe(self))
        return self
    }

    @inlinable
    func on(_ event: Event<Element>) {
        let start = lock.locked { () -> Bool in
            queue.append(event)
            defer { running = true }
            return !running
        }
        if start { scheduleStep() }
    }

    @inlinable
    func scheduleStep() {
        guard let generation = steps.begin() else { return }
        let scheduled = scheduler.schedule(()) { [self] _ in
            deliverOldest()
            return Disposables.create()
        }
        steps.hold(scheduled, generation: generation)
    }

    /// `running` stays set until the event is delivered: cleared before, an event arriving
    /// meanwhile would start a second step that, on a concurrent scheduler, overtakes this one
    /// (and a completion delivered first would make this element be dropped).
    @inlinable
    func deliverOldest() {
        guard !isFinished else { return }
        let oldest = lock.locked { () -> Event<Element>? in
            if queue.isEmpty {
                running = false
                return nil
            }
            return queue.removeFirst()
        }
        guard let oldest else { return }
        forward(oldest)
        let more = lock.locked { () -> Bool in
            running = !queue.isEmpty
            return running
        }
        if more { scheduleStep() }
    }

    @inlinable
    override func releaseResources() {
        lock.locked { queue.removeAll() }
    }
}
