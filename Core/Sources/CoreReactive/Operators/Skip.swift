extension ObservableType {
    /// Skips the first `count` elements.
    @inlinable
    public func skip(_ count: Int) -> Observable<Element> {
        lift(state: { count }) { remaining, event, sink in
            switch event {
            case .next(let element):
                if remaining > 0 { remaining -= 1 } else { sink.forwardNext(element) }
            case .error, .completed: sink.forwardTerminal(event)
            }
        }
    }

    /// Skips elements while `predicate` holds, then passes everything on.
    @inlinable
    public func skip(while predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<Element> {
        lift(state: { true }) { skipping, event, sink in
            switch event {
            case .next(let element):
                guard !sink.isFinished else { return }
                do {
                    if skipping, try predicate(element) { return }
                    skipping = false
                    sink.forwardNext(element)
                } catch {
                    sink.forwardTerminal(.error(error))
                }
            case .error, .completed: sink.forwardTerminal(event)
            }
        }
    }

    /// Skips the elements that arrive within `duration` of subscription.
    @inlinable
    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element>
    where Element: Sendable {
        let source = asObservable()
        return Observable { observer in
            let sink = SerialSink<Element>(observer: observer)
            let open = SerializedState(false)
            let timer = scheduler.scheduleRelative((), dueTime: duration) { _ in
                sink.send {
                    open.value = true
                    return nil
                }
                return Disposables.create()
            }
            let subscription = source.subscribe(
                AnyObserver { event in
                    sink.send { () -> Event<Element>? in
                        if case .next = event, !open.value { return nil }
                        return event
                    }
                })
            sink.setUpstream(Disposables.create(timer, subscription))
            return sink
        }
    }
}
