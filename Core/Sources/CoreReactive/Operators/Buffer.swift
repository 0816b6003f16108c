import CoreSupport

extension ObservableType {
    /// Collects elements into arrays: emits one when it holds `count` elements, or when
    /// `timeSpan` passed since the previous one was emitted (then possibly empty), and what is
    /// left when the sequence completes (RxSwift's `buffer(timeSpan:count:scheduler:)`). An
    /// error drops what was collected.
    @inlinable
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<[Element]>
    where Element: Sendable {
        let source = asObservable()
        return Observable { observer in
            let sink = SerialSink<[Element]>(observer: observer)
            let timer = SerialDisposable()
            let sourceSubscription = SingleAssignmentDisposable()
            sink.setUpstream(Disposables.create(timer, sourceSubscription))
            // The elements collected, and the number of the window collecting them: a timer
            // flushes only the window it was started for.
            let state = SerializedState<(buffer: [Element], window: Int)>(([], 0))

            // Under the sink's lock: the buffer, emptied, and the next window opened.
            @Sendable func flush() -> Event<[Element]> {
                defer {
                    state.value.buffer = []
                    state.value.window &+= 1
                }
                return .next(state.value.buffer)
            }

            @Sendable func startTimer(for window: Int) {
                let next = SingleAssignmentDisposable()
                // Replaced under the lock, so a timer for an older window never replaces a
                // newer one's.
                let current = sink.stateLock.locked { () -> Bool in
                    guard state.value.window == window else { return false }
                    timer.disposable = next
                    return true
                }
                guard current else { return }
                next.setDisposable(
                    scheduler.scheduleRelative(window, dueTime: timeSpan) { window in
                        var flushed = false
                        sink.send { () -> Event<[Element]>? in
                            guard state.value.window == window else { return nil }
                            flushed = true
                            return flush()
                        }
                        if flushed { startTimer(for: window &+ 1) }
                        return Disposables.create()
                    })
            }

            startTimer(for: 0)
            sourceSubscription.setDisposable(
                source.subscribe(
                    AnyObserver { event in
                        switch event {
                        case .next(let element):
                            var opened: Int?
                            sink.send { () -> Event<[Element]>? in
                                state.value.buffer.append(element)
                                guard state.value.buffer.count >= count else { return nil }
                                defer { opened = state.value.window }
                                return flush()
                            }
                            if let opened { startTimer(for: opened) }
                        case .error(let error):
                            sink.send {
                                state.value.buffer = []
                                return .error(error)
                            }
                        case .completed:
                            sink.send { flush() }
                            sink.send(.completed)
                        }
                    }))
            return sink
        }
    }
}
