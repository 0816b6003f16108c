extension ObservableType {
    /// A single of the first element, or of nil when the sequence completes empty; the
    /// source is released as soon as the first element arrives.
    @inlinable
    public func first() -> Single<Element?> {
        Single(
            raw: lift {
                { event, sink in
                    switch event {
                    case .next(let element):
                        sink.forwardNext(element)
                        sink.forwardTerminal(.completed)
                    case .error(let error):
                        sink.forwardTerminal(.error(error))
                    case .completed:
                        sink.forwardNext(nil)
                        sink.forwardTerminal(.completed)
                    }
                }
            })
    }
}
