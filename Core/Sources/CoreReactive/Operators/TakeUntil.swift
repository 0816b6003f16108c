extension ObservableType {
    /// Emits elements until `other` emits an element, then completes. `other` completing
    /// without an element releases its subscription and changes nothing else.
    @inlinable
    public func take<Other: ObservableType>(until other: Other) -> Observable<Element> where Element: Sendable {
        let source = asObservable()
        let trigger = other.asObservable()
        return Observable { observer in
            let sink = SerialSink<Element>(observer: observer)
            let triggerSubscription = SingleAssignmentDisposable()
            let sourceSubscription = SingleAssignmentDisposable()
            sink.setUpstream(Disposables.create(sourceSubscription, triggerSubscription))
            triggerSubscription.setDisposable(
                trigger.subscribe(
                    AnyObserver { event in
                        switch event {
                        case .next: sink.send(.completed)
                        case .error(let error): sink.send(.error(error))
                        case .completed: triggerSubscription.dispose()
                        }
                    }))
            sourceSubscription.setDisposable(source.subscribe(AnyObserver { sink.send($0) }))
            return sink
        }
    }
}
