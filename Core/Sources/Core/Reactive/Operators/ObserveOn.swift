extension ObservableType {
    /// Delivers events on `scheduler`, in order. The schedulers this kit ships are serial,
    /// which is what keeps the order.
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            let sink = Sink<Element>(observer: observer)
            sink.setUpstream(source.subscribe(AnyObserver { event in
                guard !sink.isFinished else { return }
                _ = scheduler.schedule(event) { event in
                    sink.forward(event)
                    return Disposables.create()
                }
            }))
            return sink
        }
    }

    /// Subscribes to the source on `scheduler`: its subscription side effects run there.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            let subscription = SerialDisposable()
            subscription.disposable = scheduler.schedule(()) { _ in source.subscribe(observer) }
            return subscription
        }
    }
}
