extension ObservableType {
    /// At each element or completion of `sampler`, emits the latest element of this sequence
    /// if one arrived since the last emission, else `defaultValue` if there is one (RxSwift's
    /// `sample`).
    ///
    /// This sequence completing is let go and remembered: the result completes at the next
    /// tick of `sampler`. Either failing fails the result.
    @inlinable
    public func sample<Sampler: ObservableType>(_ sampler: Sampler, defaultValue: Element? = nil) -> Observable<Element>
    where Element: Sendable {
        let source = asObservable()
        let ticks = sampler.asObservable()
        return Observable { observer in
            let sink = SerialSink<Element>(observer: observer)
            let sourceSubscription = SingleAssignmentDisposable()
            let samplerSubscription = SingleAssignmentDisposable()
            sink.setUpstream(Disposables.create(sourceSubscription, samplerSubscription))
            let state = SerializedState<(latest: Element?, atEnd: Bool)>((nil, false))
            sourceSubscription.setDisposable(
                source.subscribe(
                    AnyObserver { event in
                        switch event {
                        case .next(let element):
                            sink.send {
                                state.value.latest = element
                                return nil
                            }
                        case .error: sink.send(event)
                        case .completed:
                            sink.send {
                                state.value.atEnd = true
                                return nil
                            }
                            sourceSubscription.dispose()
                        }
                    }))
            samplerSubscription.setDisposable(
                ticks.subscribe(
                    AnyObserver { event in
                        if case .error(let error) = event { return sink.send(.error(error)) }
                        var ends = false
                        sink.send { () -> Event<Element>? in
                            ends = state.value.atEnd
                            defer { state.value.latest = nil }
                            return (state.value.latest ?? defaultValue).map { .next($0) }
                        }
                        if ends { sink.send(.completed) }
                    }))
            return sink
        }
    }
}
