extension ObservableType {
    /// Shifts elements and completion by `dueTime`; errors pass at once.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            let sink = Sink<Element>(observer: observer)
            let timers = CompositeDisposable()
            let subscription = source.subscribe(AnyObserver { event in
                if case .error = event { return sink.forwardTerminal(event) }
                let holder = SingleAssignmentDisposable()
                let key = timers.insert(holder)
                holder.setDisposable(scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                    sink.forward(event)
                    if let key { timers.remove(for: key) }
                    return Disposables.create()
                })
            })
            sink.setUpstream(Disposables.create(subscription, timers))
            return sink
        }
    }

    /// Fails with `RxError.timeout` when no element arrives within `dueTime` of the
    /// subscription or of the previous element.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            let sink = SerialSink<Element>(observer: observer)
            let timer = SerialDisposable()
            var latestID: UInt64 = 0
            func arm(_ id: UInt64) {
                timer.disposable = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                    sink.send { latestID == id ? .error(RxError.timeout) : nil }
                    return Disposables.create()
                }
            }
            arm(0)
            let subscription = source.subscribe(AnyObserver { event in
                var id: UInt64 = 0
                sink.send { () -> Event<Element>? in
                    latestID &+= 1
                    id = latestID
                    return event
                }
                if !event.isStopEvent { arm(id) }
            })
            sink.setUpstream(Disposables.create(subscription, timer))
            return sink
        }
    }
}
