extension ObservableType {
    /// Skips elements until `other` emits one, then passes everything on, as RxSwift's
    /// `skip(until:)`.
    ///
    /// `other` failing fails the result; `other` completing without an element is let go, and
    /// then nothing is ever passed on. When this sequence completes before `other` emitted,
    /// the subscription ends without a completion, as in RxSwift.
    @inlinable
    public func skip<Other: ObservableType>(until other: Other) -> Observable<Element> where Element: Sendable {
        let source = asObservable()
        let trigger = other.asObservable()
        return Observable { observer in
            let sink = SerialSink<Element>(observer: observer)
            let sourceSubscription = SingleAssignmentDisposable()
            let triggerSubscription = SingleAssignmentDisposable()
            sink.setUpstream(Disposables.create(sourceSubscription, triggerSubscription))
            let open = SerializedState(false)
            sourceSubscription.setDisposable(
                source.subscribe(
                    AnyObserver { event in
                        switch event {
                        case .next: sink.send { open.value ? event : nil }
                        case .error: sink.send(event)
                        case .completed:
                            var silent = false
                            sink.send { () -> Event<Element>? in
                                silent = !open.value
                                return open.value ? event : nil
                            }
                            if silent { sink.endSilently() }
                        }
                    }))
            triggerSubscription.setDisposable(
                trigger.subscribe(
                    AnyObserver { event in
                        switch event {
                        case .next:
                            sink.send {
                                open.value = true
                                return nil
                            }
                            triggerSubscription.dispose()
                        case .error(let error): sink.send(.error(error))
                        case .completed: triggerSubscription.dispose()
                        }
                    }))
            return sink
        }
    }
}
