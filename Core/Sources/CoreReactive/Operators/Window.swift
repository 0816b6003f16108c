extension ObservableType {
    /// Splits the sequence into windows, each an observable of the elements that arrive while
    /// it is open: a window closes after `count` elements or `timeSpan` after it opened,
    /// whichever comes first, and the next one opens at once (RxSwift's
    /// `window(timeSpan:count:scheduler:)`).
    ///
    /// The first window is emitted on subscription. Windows are hot: a window's subscriber
    /// gets the elements that arrive after it subscribed. The source stays subscribed while a
    /// window is, even after the result's subscription is disposed, as in RxSwift.
    @inlinable
    public func window(
        timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType
    ) -> Observable<Observable<Element>>
    where Element: Sendable {
        let source = asObservable()
        return Observable { observer in
            let run = WindowRun<Element>(observer: observer, timeSpan: timeSpan, count: count, scheduler: scheduler)
            run.start(source)
            return run.sink
        }
    }
}

/// One subscription of `window`. What happens to the windows runs one step at a time, in
/// order and outside every lock: `steps` serializes the source's events and the timer's ticks,
/// and its observer performs them.
@usableFromInline
final class WindowRun<Element: Sendable>: Sendable {
    /// What a step does.
    @usableFromInline
    enum Step: Sendable {
        case element(Element)
        case tick(window: Int)
        case end(Event<Element>)
    }

    @usableFromInline let sink: Sink<Observable<Element>>
    @usableFromInline let timeSpan: RxTimeInterval
    @usableFromInline let count: Int
    @usableFromInline let scheduler: SchedulerType
    @usableFromInline let timer = SerialDisposable()
    @usableFromInline let sourceSubscription = SingleAssignmentDisposable()
    /// The source and the timer, kept while the result's subscription or a window's is.
    @usableFromInline let shared: RefCountDisposable
    /// The open window, how many elements it had, and its number; touched by steps only.
    @usableFromInline let state = SerializedState<(subject: PublishSubject<Element>, count: Int, window: Int)>(
        (PublishSubject(), 0, 0))
    @usableFromInline let steps: SerialSink<Step>

    @inlinable
    init(observer: AnyObserver<Observable<Element>>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        sink = Sink(observer: observer)
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        shared = RefCountDisposable(disposable: Disposables.create(timer, sourceSubscription))
        // Weakly: the source's subscription and the timer keep the run, and the run keeps this.
        let perform = WeakSlot<WindowRun<Element>>()
        steps = SerialSink(
            observer: AnyObserver { event in
                if case .next(let step) = event { perform.object?.perform(step) }
            })
        perform.object = self
        sink.setUpstream(shared)
    }

    @inlinable
    func start(_ source: Observable<Element>) {
        sink.forwardNext(opened(state.value.subject))
        startTimer(for: 0)
        sourceSubscription.setDisposable(
            source.subscribe(
                AnyObserver { [self] event in
                    if case .next(let element) = event {
                        steps.send(.next(.element(element)))
                    } else {
                        steps.send(.next(.end(event)))
                    }
                }))
    }

    /// A window's observable: subscribing keeps the source.
    @inlinable
    func opened(_ subject: PublishSubject<Element>) -> Observable<Element> {
        let shared = self.shared
        return Observable { windowObserver in
            let keep = shared.retain()
            return Disposables.create(keep, subject.subscribe(windowObserver))
        }
    }

    @inlinable
    func startTimer(for window: Int) {
        // A tick opens the next window and starts its timer, possibly on another thread before
        // this assignment would land (the first timer starts outside `steps`).
        timer.replace {
            scheduler.scheduleRelative(window, dueTime: timeSpan) { [self] window in
                steps.send(.next(.tick(window: window)))
                return Disposables.create()
            }
        }
    }

    @inlinable
    func perform(_ step: Step) {
        switch step {
        case .element(let element):
            state.value.subject.onNext(element)
            state.value.count += 1
            if state.value.count >= count { rotate() }
        case .tick(let window):
            if window == state.value.window { rotate() }
        case .end(let event):
            // Over for every window too: a window still subscribed must not keep a timer
            // opening windows nobody will see.
            timer.dispose()
            sourceSubscription.dispose()
            // No window has this number: a tick that was on its way opens nothing.
            state.value.window = -1
            state.value.subject.on(event)
            if case .error(let error) = event {
                sink.forwardTerminal(.error(error))
            } else {
                sink.forwardTerminal(.completed)
            }
        }
    }

    /// Completes the open window and opens the next.
    @inlinable
    func rotate() {
        state.value.subject.onCompleted()
        let next = PublishSubject<Element>()
        state.value = (next, 0, state.value.window &+ 1)
        sink.forwardNext(opened(next))
        startTimer(for: state.value.window)
    }
}
