extension ObservableType {
    /// Pairs each element with `object` through `resultSelector`, holding `object` weakly:
    /// once it is gone, the next element completes the sequence instead (RxSwift's rule).
    /// The usual way to reach `self` from a subscription without a retain cycle.
    @inlinable
    public func withUnretained<Object: AnyObject & Sendable, Out>(
        _ object: Object, resultSelector: @escaping @Sendable (Object, Element) throws -> Out
    ) -> Observable<Out> {
        let reference = WeakBox(object)
        return lift {
            { event, sink in
                switch event {
                case .next(let element):
                    guard !sink.isFinished else { return }
                    guard let object = reference.object else { return sink.forwardTerminal(.completed) }
                    do {
                        sink.forwardNext(try resultSelector(object, element))
                    } catch {
                        sink.forwardTerminal(.error(error))
                    }
                case .error(let error): sink.forwardTerminal(.error(error))
                case .completed: sink.forwardTerminal(.completed)
                }
            }
        }
    }

    /// Pairs each element with `object`, held weakly; completes once `object` is gone.
    @inlinable
    public func withUnretained<Object: AnyObject & Sendable>(_ object: Object) -> Observable<(Object, Element)> {
        withUnretained(object) { ($0, $1) }
    }
}
