import CoreSupport

extension ObservableType {
    /// Emits an element only after `dueTime` passes without another; the pending one is
    /// flushed when the source completes.
    @inlinable
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element>
    where Element: Sendable {
        let source = asObservable()
        return Observable { observer in
            let sink = SerialSink<Element>(observer: observer)
            let timer = SerialDisposable()
            // The latest element's number and the element itself.
            let state = SerializedState<(latestID: UInt64, pending: Element?)>((0, nil))
            let subscription = source.subscribe(
                AnyObserver { event in
                    switch event {
                    case .next(let element):
                        let id = sink.stateLock.locked { () -> UInt64 in
                            state.value.latestID &+= 1
                            state.value.pending = element
                            return state.value.latestID
                        }
                        // Only the source's serialized events store timers, and a timer's run
                        // starts none, so no newer timer can land before this one.
                        timer.disposable = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                            sink.send { () -> Event<Element>? in
                                guard state.value.latestID == id, let value = state.value.pending else { return nil }
                                state.value.pending = nil
                                return .next(value)
                            }
                            return Disposables.create()
                        }
                    case .error(let error):
                        sink.send(.error(error))
                    case .completed:
                        sink.send { () -> Event<Element>? in
                            defer { state.value.pending = nil }
                            return state.value.pending.map { .next($0) }
                        }
                        sink.send(.completed)
                    }
                })
            sink.setUpstream(Disposables.create(subscription, timer))
            return sink
        }
    }
}
