extension ObservableType {
    /// Folds every element into `seed` and emits the result once the source completes (the
    /// seed itself when the source is empty); `mapResult` turns the result into the element.
    @inlinable
    public func reduce<Accumulate: Sendable, Result>(
        _ seed: Accumulate, accumulator: @escaping @Sendable (Accumulate, Element) throws -> Accumulate,
        mapResult: @escaping @Sendable (Accumulate) throws -> Result
    ) -> Observable<Result> {
        fold(into: seed, { accumulated, element in accumulated = try accumulator(accumulated, element) }, mapResult)
    }

    /// Folds every element into `seed` and emits the result once the source completes.
    @inlinable
    public func reduce<Accumulate: Sendable>(
        _ seed: Accumulate, accumulator: @escaping @Sendable (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        reduce(seed, accumulator: accumulator, mapResult: { $0 })
    }

    /// Every element, in one array, once the source completes.
    @inlinable
    public func toArray() -> Single<[Element]> where Element: Sendable {
        fold(into: [Element](), { $0.append($1) }, { $0 }).asSingle()
    }

    /// What `reduce` and `toArray` share: the fold runs in place, so an array grows without
    /// being copied per element.
    @inlinable
    func fold<Accumulate: Sendable, Result>(
        into seed: Accumulate, _ accumulator: @escaping @Sendable (inout Accumulate, Element) throws -> Void,
        _ mapResult: @escaping @Sendable (Accumulate) throws -> Result
    ) -> Observable<Result> {
        lift(state: { seed }) { accumulated, event, sink in
            switch event {
            case .next(let element):
                guard !sink.isFinished else { return }
                do { try accumulator(&accumulated, element) } catch { sink.forwardTerminal(.error(error)) }
            case .error(let error):
                sink.forwardTerminal(.error(error))
            case .completed:
                guard !sink.isFinished else { return }
                do {
                    sink.forwardNext(try mapResult(accumulated))
                    sink.forwardTerminal(.completed)
                } catch {
                    sink.forwardTerminal(.error(error))
                }
            }
        }
    }

    /// The element at `index` (from 0), then completion; an error
    /// (`RxError.argumentOutOfRange`) when the source completes first or `index` is negative.
    @inlinable
    public func element(at index: Int) -> Observable<Element> {
        // RxSwift stops the process on a negative index; an error event is the recoverable
        // form of the same message.
        guard index >= 0 else { return .error(RxError.argumentOutOfRange) }
        return lift(state: { index }) { remaining, event, sink in
            switch event {
            case .next(let element):
                guard !sink.isFinished else { return }
                if remaining == 0 {
                    sink.forwardNext(element)
                    sink.forwardTerminal(.completed)
                } else {
                    remaining -= 1
                }
            case .error: sink.forwardTerminal(event)
            case .completed: sink.forwardTerminal(.error(RxError.argumentOutOfRange))
            }
        }
    }

    /// Pairs each element with its position, from 0.
    @inlinable
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        lift(state: { 0 }) { index, event, sink in
            switch event {
            case .next(let element):
                sink.forwardNext((index: index, element: element))
                index += 1
            case .error(let error): sink.forwardTerminal(.error(error))
            case .completed: sink.forwardTerminal(.completed)
            }
        }
    }
}
