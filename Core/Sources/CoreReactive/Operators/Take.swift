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
}
