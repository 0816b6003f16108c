extension ObservableType {
    /// Emits the first element, then at most one element per `dueTime`: with `latest`, the
    /// newest element seen during the window is emitted when it closes.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            let sink = SerialSink<Element>(observer: observer)
            let timer = SerialDisposable()
            var windowOpen = false
            var pending: Element?
            var completeAfterWindow = false

            func openWindow() {
                timer.disposable = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                    var reopen = false
                    sink.send { () -> Event<Element>? in
                        guard let value = pending else {
                            windowOpen = false
                            return completeAfterWindow ? .completed : nil
                        }
                        pending = nil
                        reopen = true
                        return .next(value)
                    }
                    if reopen {
                        openWindow()
                        sink.send { completeAfterWindow && pending == nil ? .completed : nil }
                    }
                    return Disposables.create()
                }
            }

            let subscription = source.subscribe(AnyObserver { event in
                switch event {
                case .next(let element):
                    var startWindow = false
                    sink.send { () -> Event<Element>? in
                        if windowOpen {
                            if latest { pending = element }
                            return nil
                        }
                        windowOpen = true
                        startWindow = true
                        return .next(element)
                    }
                    if startWindow { openWindow() }
                case .error(let error):
                    sink.send(.error(error))
                case .completed:
                    sink.send { () -> Event<Element>? in
                        if pending == nil { return .completed }
                        completeAfterWindow = true
                        return nil
                    }
                }
            })
            sink.setUpstream(Disposables.create(subscription, timer))
            return sink
        }
    }
}
