extension ObservableType {
    /// Transforms each element; a throwing transform ends the sequence with its error.
    @inlinable @_disfavoredOverload
    public func map<Result>(_ transform: @escaping @Sendable (Element) throws -> Result) -> Observable<Result> {
        let source = asObservable()
        return Observable { observer in
            let sink = MapSink(observer: observer, transform: transform)
            sink.setUpstream(source.subscribe(AnyObserver(stopAware: sink)))
            return sink
        }
    }

    /// Transforms each element and drops the nils.
    @inlinable @_disfavoredOverload
    public func compactMap<Result>(_ transform: @escaping @Sendable (Element) throws -> Result?) -> Observable<Result> {
        lift {
            { event, sink in
                switch event {
                case .next(let element):
                    guard !sink.isFinished else { return }
                    do {
                        if let mapped = try transform(element) { sink.forwardNext(mapped) }
                    } catch {
                        sink.forwardTerminal(.error(error))
                    }
                case .error(let error): sink.forwardTerminal(.error(error))
                case .completed: sink.forwardTerminal(.completed)
                }
            }
        }
    }
}

/// `map`'s sink: the most used operator gets a sink of its own, one call shorter per event.
@usableFromInline
final class MapSink<Input, Output>: Sink<Output>, ObserverType, @unchecked Sendable {
    // @unchecked: the transform is immutable; events arrive serialized.
    @usableFromInline let transform: (Input) throws -> Output

    @inlinable
    init(observer: AnyObserver<Output>, transform: @escaping @Sendable (Input) throws -> Output) {
        self.transform = transform
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Input>) {
        switch event {
        case .next(let element):
            guard !isFinished else { return }
            do { forwardNext(try transform(element)) } catch { forwardTerminal(.error(error)) }
        case .error(let error): forwardTerminal(.error(error))
        case .completed: forwardTerminal(.completed)
        }
    }
}
