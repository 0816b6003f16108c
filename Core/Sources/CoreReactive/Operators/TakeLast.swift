extension ObservableType {
    /// Emits the last `count` elements when the sequence completes, then completes; an error
    /// is passed on without them (RxSwift's `takeLast`).
    @inlinable
    public func takeLast(_ count: Int) -> Observable<Element> where Element: Sendable {
        lift(state: { ContiguousArray<Element>() }) { kept, event, sink in
            switch event {
            case .next(let element):
                guard count > 0 else { return }
                kept.append(element)
                // Trimmed in batches, so each element is moved a bounded number of times.
                if kept.count >= 2 * count { kept.removeFirst(kept.count - count) }
            case .error:
                kept.removeAll()
                sink.forwardTerminal(event)
            case .completed:
                for element in kept.suffix(count) { sink.forwardNext(element) }
                kept.removeAll()
                sink.forwardTerminal(.completed)
            }
        }
    }
}
