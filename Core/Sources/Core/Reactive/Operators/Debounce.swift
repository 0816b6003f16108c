extension ObservableType {
    /// Emits an element only after `dueTime` passes without another; the pending one is
    /// flushed when the source completes.
    @inlinable
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            let sink = SerialSink<Element>(observer: observer)
            let timer = SerialDisposable()
            var latestID: UInt64 = 0
            var pending: Element?
            let subscription = source.subscribe(
                AnyObserver { event in
                    switch event {
                    case .next(let element):
                        let id = sink.stateLock.locked { () -> UInt64 in
                            latestID &+= 1
                            pending = element
                            return latestID
                        }
                        timer.disposable = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                            sink.send { () -> Event<Element>? in
                                guard latestID == id, let value = pending else { return nil }
                                pending = nil
                                return .next(value)
                            }
                            return Disposables.create()
                        }
                    case .error(let error):
                        sink.send(.error(error))
                    case .completed:
                        sink.send { () -> Event<Element>? in
                            defer { pending = nil }
                            return pending.map { .next($0) }
                        }
                        sink.send(.completed)
                    }
                })
            sink.setUpstream(Disposables.create(subscription, timer))
            return sink
        }
    }
}
