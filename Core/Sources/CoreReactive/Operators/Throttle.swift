import Foundation

extension ObservableType {
    /// Emits an element, then nothing for `dueTime`: an element that arrives `dueTime` or more
    /// after the last one emitted goes out at once. With `latest`, the newest element that
    /// arrived in between is emitted when the period ends; without it, such elements are
    /// dropped. A completion waits for that pending element, but the source is released at once.
    @inlinable
    public func throttle(
        _ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType
    ) -> Observable<Element> where Element: Sendable {
        let source = asObservable()
        return Observable { observer in
            ThrottleSink(observer: observer, dueTime: dueTime, latest: latest, scheduler: scheduler).run(source)
        }
    }
}

/// `throttle`'s state: when the last element went out and what waits to go.
@usableFromInline
final class ThrottleSink<Element: Sendable>: SerialSink<Element>, ObserverType, @unchecked Sendable {
    // @unchecked: the state below changes under `stateLock`.
    @usableFromInline
    let dueTime: RxTimeInterval
    @usableFromInline
    let latest: Bool
    @usableFromInline
    let scheduler: SchedulerType
    @usableFromInline
    let sourceSubscription = SingleAssignmentDisposable()
    @usableFromInline
    let timer = SerialDisposable()
    @usableFromInline
    var lastSent: Date?
    @usableFromInline
    var pendingElement: Element?
    @usableFromInline
    var completeAfterPending = false

    @inlinable
    init(observer: AnyObserver<Element>, dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.latest = latest
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
        switch event {
        case .next(let element):
            var wait: Double?
            send { () -> Event<Element>? in
                let now = scheduler.now
                let elapsed = lastSent.map { now.timeIntervalSince($0) } ?? .infinity
                if elapsed >= dueTime.seconds {
                    pendingElement = nil
                    lastSent = now
                    return .next(element)
                }
                guard latest else { return nil }
                if pendingElement == nil { wait = dueTime.seconds - elapsed }
                pendingElement = element
                return nil
            }
            if let wait { schedulePending(after: wait) }
        case .error(let error):
            send {
                pendingElement = nil
                return .error(error)
            }
        case .completed:
            sourceSubscription.dispose()
            send { () -> Event<Element>? in
                guard pendingElement != nil else { return .completed }
                completeAfterPending = true
                return nil
            }
        }
    }

    /// Called from the source's events only, which are serialized, and the timer's run starts
    /// no timer: no newer timer can be stored before this assignment lands.
    @inlinable
    func schedulePending(after seconds: Double) {
        timer.disposable = scheduler.scheduleRelative((), dueTime: .nanoseconds(Int((seconds * 1e9).rounded()))) {
            [self] _ in
            send { () -> Event<Element>? in
                guard let element = pendingElement else { return nil }
                pendingElement = nil
                lastSent = scheduler.now
                return .next(element)
            }
            send { completeAfterPending ? .completed : nil }
            return Disposables.create()
        }
    }
}
