extension ObservableType {
    /// Fails with `RxError.timeout` when no element arrives within `dueTime` of the
    /// subscription or of the previous element.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timeout(dueTime, other: Observable<Element>.error(RxError.timeout), scheduler: scheduler)
    }

    /// Switches to `other` when no element arrives within `dueTime` of the subscription or
    /// of the previous element; the source is released at the switch.
    public func timeout<Other: ObservableConvertibleType>(
        _ dueTime: RxTimeInterval, other: Other, scheduler: SchedulerType
    ) -> Observable<Element> where Other.Element == Element {
        let (source, fallback) = (asObservable(), other.asObservable())
        return Producer { observer in
            TimeoutSink(observer: observer, dueTime: dueTime, fallback: fallback, scheduler: scheduler).run(source)
        }
    }
}

/// `timeout`'s race between the source's next event and a timer restarted by each element.
final class TimeoutSink<Element>: SerialSink<Element>, ObserverType, @unchecked Sendable {
    // @unchecked: `generation` and `switched` change under `stateLock`.
    private let dueTime: RxTimeInterval
    private let fallback: Observable<Element>
    private let scheduler: SchedulerType
    private let current = SerialDisposable()
    private let timer = SerialDisposable()
    private var generation: UInt64 = 0
    private var switched = false

    init(
        observer: AnyObserver<Element>, dueTime: RxTimeInterval, fallback: Observable<Element>, scheduler: SchedulerType
    ) {
        self.dueTime = dueTime
        self.fallback = fallback
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        setUpstream(Disposables.create(current, timer))
        startTimer(for: 0)
        let original = SingleAssignmentDisposable()
        current.disposable = original
        original.setDisposable(source.subscribe(self))
        return self
    }

    func on(_ event: Event<Element>) {
        var restart: UInt64?
        send { () -> Event<Element>? in
            guard !switched else { return nil }
            generation &+= 1
            if case .next = event { restart = generation }
            return event
        }
        if let restart { startTimer(for: restart) }
    }

    private func startTimer(for expected: UInt64) {
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
