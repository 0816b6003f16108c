extension ObservableType {
    /// Emits each intermediate result of folding the elements into `seed`.
    @inlinable @_disfavoredOverload
    public func scan<Accumulate: Sendable>(
        _ seed: Accumulate, accumulator: @escaping @Sendable (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        scan(into: seed) { accumulated, element in accumulated = try accumulator(accumulated, element) }
    }

    /// Emits each intermediate result of folding the elements into `seed` in place.
    @inlinable
    public func scan<Accumulate: Sendable>(
        into seed: Accumulate, accumulator: @escaping @Sendable (inout Accumulate, Element) throws -> Void
    ) -> Observable<Accumulate> {
        lift(state: { seed }) { accumulated, event, sink in
            switch event {
            case .next(let element):
                guard !sink.isFinished else { return }
                do {
                    try accumulator(&accumulated, element)
                    sink.forwardNext(accumulated)
                } catch {
                    sink.forwardTerminal(.error(error))
                }
            case .error(let error): sink.forwardTerminal(.error(error))
            case .completed: sink.forwardTerminal(.completed)
            }
        }
    }
}
