extension ObservableType {
    /// Passes on only the elements that satisfy `predicate`.
    @inlinable @_disfavoredOverload
    public func filter(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Observable { observer in
            let sink = FilterSink(observer: observer, predicate: predicate)
            sink.setUpstream(source.subscribe(AnyObserver(stopAware: sink)))
            return sink
        }
    }

    /// Drops every element and passes on only the terminal event.
    @inlinable
    public func ignoreElements() -> Observable<Never> {
        lift {
            { event, sink in
                switch event {
                case .next: break
                case .error(let error): sink.forwardTerminal(.error(error))
                case .completed: sink.forwardTerminal(.completed)
                }
            }
        }
    }
}

/// `filter`'s sink, kept apart from the generic closure sink for the same reason as `map`'s.
@usableFromInline
final class FilterSink<Element>: Sink<Element>, ObserverType, @unchecked Sendable {
    // @unchecked: the predicate is immutable; events arrive serialized.
    @usableFromInline let predicate: (Element) throws -> Bool

    @inlinable
    init(observer: AnyObserver<Element>, predicate: @escaping @Sendable (Element) throws -> Bool) {
        self.predicate = predicate
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            guard !isFinished else { return }
            do {
                if try predicate(element) { forwardNext(element) }
            } catch {
                forwardTerminal(.error(error))
            }
        case .error(let error): forwardTerminal(.error(error))
        case .completed: forwardTerminal(.completed)
        }
    }
}
