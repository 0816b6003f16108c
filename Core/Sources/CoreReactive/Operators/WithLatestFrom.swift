extension ObservableType {
    /// On each element, combines it with the latest element of `second`; drops it when
    /// `second` has not emitted yet. `second` completing keeps its latest element and
    /// releases its subscription; `second` failing fails the result.
    @inlinable @_disfavoredOverload
    public func withLatestFrom<Second: ObservableConvertibleType, Result>(
        _ second: Second,
        resultSelector: @escaping @Sendable (Element, Second.Element) throws -> Result
    ) -> Observable<Result> where Second.Element: Sendable, Result: Sendable {
        let first = asObservable()
        let other = second.asObservable()
        return Observable { observer in
            let sink = SerialSink<Result>(observer: observer)
            let otherSubscription = SingleAssignmentDisposable()
            let firstSubscription = SingleAssignmentDisposable()
            sink.setUpstream(Disposables.create(firstSubscription, otherSubscription))
            let latest = SerializedState<Second.Element?>(nil)
            otherSubscription.setDisposable(
                other.subscribe(
                    AnyObserver { event in
                        switch event {
                        case .next(let element):
                            sink.send {
                                latest.value = element
                                return nil
                            }
                        case .error(let error): sink.send(.error(error))
                        case .completed: otherSubscription.dispose()
                        }
                    }))
            firstSubscription.setDisposable(
                first.subscribe(
                    AnyObserver { event in
                        switch event {
                        case .next(let element):
                            sink.send { () -> Event<Result>? in
                                guard let latest = latest.value else { return nil }
                                do { return .next(try resultSelector(element, latest)) } catch { return .error(error) }
                            }
                        case .error(let error): sink.send(.error(error))
                        case .completed: sink.send(.completed)
                        }
                    }))
            return sink
        }
    }

    /// On each element, emits the latest element of `second`.
    @inlinable
    public func withLatestFrom<Second: ObservableConvertibleType>(_ second: Second) -> Observable<Second.Element>
    where Second.Element: Sendable {
        withLatestFrom(second) { $1 }
    }
}
