import CoreSupport
import Foundation

extension ObservableType {
    /// Shifts elements and completion by `dueTime`; an error passes at once and drops what
    /// is still waiting. The source is released as soon as it terminates.
    @inlinable
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element>
    where Element: Sendable {
        let source = asObservable()
        return Observable { observer in
            DelaySink(observer: observer, dueTime: dueTime, scheduler: scheduler).run(source)
        }
    }

    /// Subscribes to the source `dueTime` after the subscriber subscribes.
    @inlinable
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer in
            let sink = Sink<Element>(observer: observer)
            let subscription = SingleAssignmentDisposable()
            let timer = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                subscription.setDisposable(source.subscribe(AnyObserver { sink.forward($0) }))
                return Disposables.create()
            }
            sink.setUpstream(Disposables.create(timer, subscription))
            return sink
        }
    }
}

/// `delay`'s queue: each event waits until `dueTime` after it arrived. As in RxSwift, one
/// scheduled run delivers the oldest event, then schedules itself for the next one.
@usableFromInline
final class DelaySink<Element: Sendable>: SerialSink<Element>, ObserverType, @unchecked Sendable {
    // @unchecked: `queue` and `active` change under `stateLock`.
    @usableFromInline
    let dueTime: RxTimeInterval
    @usableFromInline
    let scheduler: SchedulerType
    @usableFromInline
    let sourceSubscription = SingleAssignmentDisposable()
    @usableFromInline
    let timer = SerialDisposable()
    @usableFromInline
    var queue: [(arrived: Date, event: Event<Element>)] = []
    @usableFromInline
    var active = false

    @inlinable
    init(observer: AnyObserver<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    @inlinable
    func run(_ source: Observable<Element>) -> Disposable {
        setUpstream(Disposables.create(sourceSubscription, timer))
        sourceSubscription.setDisposable(source.subscribe(self))
        return self
    }

    @inlinable
    func on(_ event: Event<Element>) {
        if event.isStopEvent { sourceSubscription.dispose() }
        if case .error = event {
            return send {
                queue.removeAll()
                return event
            }
        }
        let start = stateLock.locked { () -> Bool in
            queue.append((scheduler.now, event))
            defer { active = true }
            return !active
        }
        if start { schedule(after: dueTime) }
    }

    @inlinable
    func schedule(after delay: RxTimeInterval) {
        // The run delivers and schedules the next run, possibly before this assignment would land.
        timer.replace {
            scheduler.scheduleRelative((), dueTime: delay) { [self] _ in
                deliverOldest()
                return Disposables.create()
            }
        }
    }

    @inlinable
    func deliverOldest() {
        send { queue.isEmpty ? nil : queue.removeFirst().event }
        let next = stateLock.locked { () -> Date? in
            guard let oldest = queue.first else {
                active = false
                return nil
            }
            return oldest.arrived
        }
        guard let next else { return }
        let remaining = Swift.max(0, dueTime.seconds - scheduler.now.timeIntervalSince(next))
        schedule(after: .nanoseconds(Int((remaining * 1e9).rounded())))
    }
}
