/// The downstream end of an operator: forwards events, enforces the grammar and releases
/// everything upstream when it terminates or is disposed.
@usableFromInline
class Sink<Output>: UpstreamLink, Disposable, StopAware, @unchecked Sendable {
    // @unchecked: the finished flag is atomic (see `UpstreamLink`); the observer is called under
    // the grammar this class enforces, one event at a time.
    @usableFromInline let observer: AnyObserver<Output>

    @inlinable
    init(observer: AnyObserver<Output>) {
        self.observer = observer
        super.init()
        Resources.increment()
    }

    deinit {
        Resources.decrement()
    }

    /// Whether this sink or any consumer after it has stopped.
    @usableFromInline final var isStoppedDownstream: Bool { isFinished || observer.isStopped }

    /// Forwards an element unless the sink is finished.
    @inlinable
    final func forwardNext(_ element: Output) {
        if !isFinished { observer.onNext(element) }
    }

    /// Forwards the first terminal event, then releases everything upstream.
    @inlinable
    final func forwardTerminal(_ event: Event<Output>) {
        guard finish() else { return }
        observer.on(event)
        release()
    }

    /// Forwards any event under the grammar.
    @inline(__always)
    @inlinable
    final func forward(_ event: Event<Output>) {
        if case .next(let element) = event { forwardNext(element) } else { forwardTerminal(event) }
    }

    /// Ends without a terminal event, as an operator of RxSwift that disposes itself does:
    /// releases upstream, and has the consumer, which holds this sink as its upstream, let it
    /// go in turn, down to the subscriber.
    @inlinable
    final func endSilently() {
        guard finish() else { return }
        release()
        observer.consumer?.upstreamEndedSilently()
    }

    /// A single-source operator whose source ended silently ends silently too.
    @inlinable
    final func upstreamEndedSilently() { endSilently() }

    /// Stops delivery and releases upstream resources.
    @inlinable func dispose() {
        _ = finish()
        release()
    }

    /// Releases upstream resources once.
    @inlinable
    final func release() {
        if releaseUpstream() { releaseResources() }
    }

    /// Subclasses release what they hold beyond the main upstream; called once, outside locks.
    @inlinable
    func releaseResources() {}
}

/// A sink whose behaviour is a per-subscription closure: the shape of every single-source operator.
@usableFromInline
final class ClosureSink<Input, Output>: Sink<Output>, ObserverType, @unchecked Sendable {
    // @unchecked: the handler's captured state is touched only by the serialized upstream.
    @usableFromInline typealias Handler = @Sendable (Event<Input>, ClosureSink<Input, Output>) -> Void
    @usableFromInline let handler: Handler

    @inlinable
    init(observer: AnyObserver<Output>, handler: @escaping @Sendable Handler) {
        self.handler = handler
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Input>) {
        handler(event, self)
    }
}

/// A single-source operator's sink that keeps per-subscription state and hands it to a
/// closure, one event at a time.
@usableFromInline
final class StatefulSink<Input, Output, State: Sendable>: Sink<Output>, ObserverType, @unchecked Sendable {
    // @unchecked: `state` is touched only by the serialized upstream, one event at a time.
    @usableFromInline typealias Handler =
        @Sendable (inout State, Event<Input>, StatefulSink<Input, Output, State>) -> Void

    /// Read and written only by `on`, which the upstream calls one event at a time.
    @usableFromInline var state: State
    @usableFromInline let handler: Handler

    @inlinable
    init(observer: AnyObserver<Output>, state: State, handler: @escaping @Sendable Handler) {
        self.state = state
        self.handler = handler
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Input>) {
        handler(&state, event, self)
    }
}

extension ObservableType {
    /// Builds a single-source operator whose per-subscription state starts as `initial()`.
    @inlinable
    func lift<Output, State>(
        state initial: @escaping @Sendable () -> State,
        _ handler: @escaping @Sendable StatefulSink<Element, Output, State>.Handler
    ) -> Observable<Output> {
        let source = asObservable()
        return Observable { observer in
            let sink = StatefulSink<Element, Output, State>(observer: observer, state: initial(), handler: handler)
            sink.setUpstream(source.subscribe(AnyObserver(stopAware: sink)))
            return sink
        }
    }

    /// Builds a single-source operator without state; `makeHandler` runs once per subscription.
    @inlinable
    func lift<Output>(
        _ makeHandler: @escaping @Sendable () -> ClosureSink<Element, Output>.Handler
    ) -> Observable<Output> {
        let source = asObservable()
        return Observable { observer in
            let sink = ClosureSink<Element, Output>(observer: observer, handler: makeHandler())
            sink.setUpstream(source.subscribe(AnyObserver(stopAware: sink)))
            return sink
        }
    }
}
