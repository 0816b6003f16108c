extension ObservableType {
    /// On each element, combines it with the latest element of `second`; drops it when
    /// `second` has not emitted yet.
    public func withLatestFrom<Second: ObservableConvertibleType, Result>(
        _ second: Second,
        resultSelector: @escaping (Element, Second.Element) throws -> Result
    ) -> Observable<Result> {
        let (first, other) = (asObservable(), second.asObservable())
        return Producer { observer in
            let sink = SerialSink<Result>(observer: observer)
            var latest: Second.Element?
            let otherSubscription = other.subscribe(AnyObserver { event in
                switch event {
                case .next(let element): sink.send { latest = element; return nil }
                case .error(let error): sink.send(.error(error))
                case .completed: break
                }
            })
            let firstSubscription = first.subscribe(AnyObserver { event in
                switch event {
                case .next(let element):
                    sink.send { () -> Event<Result>? in
                        guard let latest else { return nil }
                        do { return .next(try resultSelector(element, latest)) } catch { return .error(error) }
                    }
                case .error(let error): sink.send(.error(error))
                case .completed: sink.send(.completed)
                }
            })
            sink.setUpstream(Disposables.create(firstSubscription, otherSubscription))
            return sink
        }
    }

    /// On each element, emits the latest element of `second`.
    public func withLatestFrom<Second: ObservableConvertibleType>(_ second: Second) -> Observable<Second.Element> {
        withLatestFrom(second) { $1 }
    }

    /// Emits elements until `other` emits an element, then completes.
    public func take<Other: ObservableType>(until other: Other) -> Observable<Element> {
        let (source, trigger) = (asObservable(), other.asObservable())
        return Producer { observer in
            let sink = SerialSink<Element>(observer: observer)
            let triggerSubscription = trigger.subscribe(AnyObserver { event in
                switch event {
                case .next: sink.send(.completed)
                case .error(let error): sink.send(.error(error))
                case .completed: break
                }
            })
            let sourceSubscription = source.subscribe(AnyObserver { event in sink.send(event) })
            sink.setUpstream(Disposables.create(sourceSubscription, triggerSubscription))
            return sink
        }
    }
}
