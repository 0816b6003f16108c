extension ObservableType {
    /// Passes on the only element, then completes; fails with `RxError.moreThanOneElement` at
    /// a second element and with `RxError.noElements` when the sequence completes empty
    /// (RxSwift's `single()`).
    @inlinable
    public func single() -> Observable<Element> {
        single { _ in true }
    }

    /// `single()` over the elements that satisfy `predicate`: the others are dropped.
    @inlinable
    public func single(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<Element> {
        lift(state: { false }) { seen, event, sink in
            switch event {
            case .next(let element):
                guard !sink.isFinished else { return }
                do {
                    guard try predicate(element) else { return }
                } catch {
                    return sink.forwardTerminal(.error(error))
                }
                guard !seen else { return sink.forwardTerminal(.error(RxError.moreThanOneElement)) }
                seen = true
                sink.forwardNext(element)
            case .error:
                sink.forwardTerminal(event)
            case .completed:
                sink.forwardTerminal(seen ? .completed : .error(RxError.noElements))
            }
        }
    }
}
