/// Whether `take(while:)` and `take(until:)` also emit the element that ends them.
public enum TakeBehavior: Sendable {
    /// Emit the element that fails the condition, then complete.
    case inclusive
    /// Complete without emitting the element that fails the condition.
    case exclusive
}

extension ObservableType {
    /// Emits the first `count` elements, then completes.
    @inlinable
    public func take(_ count: Int) -> Observable<Element> {
        guard count > 0 else { return .empty() }
        return lift(state: { count }) { remaining, event, sink in
            switch event {
            case .next(let element):
                guard remaining > 0 else { return }
                remaining -= 1
                sink.forwardNext(element)
                if remaining == 0 { sink.forwardTerminal(.completed) }
            case .error, .completed: sink.forwardTerminal(event)
            }
        }
    }

    /// Emits elements while `predicate` holds, then completes; `.inclusive` also emits the
    /// first element that fails it.
    @inlinable
    public func take(
        while predicate: @escaping @Sendable (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        take(ending: { try !predicate($0) }, behavior: behavior)
    }

    /// Emits elements until `predicate` holds for one, then completes; `.inclusive` also
    /// emits that element.
    @inlinable
    public func take(
        until predicate: @escaping @Sendable (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        take(ending: predicate, behavior: behavior)
    }

    @inlinable
    func take(
        ending isLast: @escaping @Sendable (Element) throws -> Bool, behavior: TakeBehavior
    ) -> Observable<Element> {
        lift {
            { event, sink in
                switch event {
                case .next(let element):
                    guard !sink.isFinished else { return }
                    do {
                        guard try isLast(element) else { return sink.forwardNext(element) }
                        if behavior == .inclusive { sink.forwardNext(element) }
                        sink.forwardTerminal(.completed)
                    } catch {
                        sink.forwardTerminal(.error(error))
                    }
                case .error, .completed: sink.forwardTerminal(event)
                }
            }
        }
    }

    /// Emits elements for `duration` after subscription, then completes.
    @inlinable
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element>
    where Element: Sendable {
        let source = asObservable()
        return Observable { observer in
            let sink = SerialSink<Element>(observer: observer)
            let timer = scheduler.scheduleRelative((), dueTime: duration) { _ in
                sink.send(.completed)
                return Disposables.create()
            }
            sink.setUpstream(Disposables.create(timer, source.subscribe(AnyObserver { sink.send($0) })))
            return sink
        }
    }

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

    /// A single of the first element, or of nil when the sequence completes empty; the
    /// source is released as soon as the first element arrives.
    @inlinable
    public func first() -> Single<Element?> {
        Single(
            raw: lift {
                { event, sink in
                    switch event {
                    case .next(let element):
                        sink.forwardNext(element)
                        sink.forwardTerminal(.completed)
                    case .error(let error):
                        sink.forwardTerminal(.error(error))
                    case .completed:
                        sink.forwardNext(nil)
                        sink.forwardTerminal(.completed)
                    }
                }
            })
    }
}
