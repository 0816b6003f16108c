extension Infallible where Element: Sendable {
    /// The elements as an async sequence that cannot throw, as RxSwift's: the sequence cannot
    /// fail. Ending the iteration, or cancelling the task that iterates, disposes the
    /// subscription, and the iteration then ends quietly.
    public var values: AsyncStream<Element> { source.valuesThatCannotFail() }
}

extension SharedSequence where Element: Sendable {
    /// The elements as an async sequence that cannot throw, as RxCocoa's: a `Driver` or
    /// `Signal` cannot fail. Ending the iteration, or cancelling the task that iterates,
    /// disposes the subscription, and the iteration then ends quietly.
    public var values: AsyncStream<Element> { source.valuesThatCannotFail() }
}

extension Observable where Element: Sendable {
    /// The elements of a sequence that cannot fail, as an `AsyncStream`.
    func valuesThatCannotFail() -> AsyncStream<Element> {
        AsyncStream { continuation in
            let subscription = subscribe(
                AnyObserver { event in
                    switch event {
                    case .next(let element): continuation.yield(element)
                    // Unreachable for the two callers, which cannot fail; ending the stream
                    // is still the right answer if one did.
                    case .error, .completed: continuation.finish()
                    }
                })
            continuation.onTermination = { _ in subscription.dispose() }
        }
    }
}
