import CoreSupport

extension ObservableType {
    /// Fails with `RxError.timeout` when no element arrives within `dueTime` of the
    /// subscription or of the previous element.
    @inlinable
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element>
    where Element: Sendable {
        timeout(dueTime, other: Observable<Element>.error(RxError.timeout), scheduler: scheduler)
    }

    /// Switches to `other` when no element arrives within `dueTime` of the subscription or
    /// of the previous element; the source is released at the switch.
    @inlinable
    public func timeout<Other: ObservableConvertibleType>(
        _ dueTime: RxTimeInterval, other: Other, scheduler: SchedulerType
    ) -> Observable<Element> where Other.Element == Element, Element: Sendable {
        let source = asObservable()
        let fallback = other.asObservable()
        return Observable { observer in
            TimeoutSink(observer: observer, dueTime: dueTime, fallback: fallback, scheduler: scheduler).run(source)
        }
    }
}

/// `timeout`'s race between the source's next event and a timer restarted by each element.
@usableFromInline
final class TimeoutSink<Element: Sendable>: SerialSink<Element>, ObserverType, @unchecked Sendable {
    // @unchecked: `generation` and `switched` change under `stateLock`.
    @usableFromInline
    let dueTime: RxTimeInterval
    @usableFromInline
    let fallback: Observable<Element>
    @usableFromInline
    let scheduler: SchedulerType
    @usableFromInline
    let current = SerialDisposable()
    @usableFromInline
    let timer = SerialDisposable()
    @usableFromInline
    var generation: UInt64 = 0
    @usableFromInline
    var switched = false

    @inlinable
    init(
        observer: AnyObserver<Element>, dueTime: RxTimeInterval, fallback: Observable<Element>, scheduler: SchedulerType
    ) {
        self.dueTime = dueTime
        self.fallback = fallback
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    @inlinable
    func run(_ source: Observable<Element>) -> Disposable where Element: Sendable {
        setUpstream(Disposables.create(current, timer))
        // The original's slot is stored before the timer starts: a timer that fires at once
        // replaces it with the fallback's subscription, never the other way round.
        let original = SingleAssignmentDisposable()
        current.disposable = original
        startTimer(for: 0)
        original.setDisposable(source.subscribe(self))
        return self
    }

    @inlinable
    func on(_ event: Event<Element>) where Element: Sendable {
        var restart: UInt64?
        send { () -> Event<Element>? in
            guard !switched else { return nil }
            generation &+= 1
            if case .next = event { restart = generation }
            return event
        }
        if let restart { startTimer(for: restart) }
    }

    @inlinable
    func startTimer(for expected: UInt64) where Element: Sendable {
        timer.disposable = scheduler.scheduleRelative((), dueTime: dueTime) { [self] _ in
            let wins = stateLock.locked { () -> Bool in
                guard !switched, generation == expected else { return false }
                switched = true
                return true
            }
            if wins { current.disposable = fallback.subscribe(AnyObserver { [self] event in send(event) }) }
            return Disposables.create()
        }
    }
}
