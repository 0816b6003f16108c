extension ObservableType {
    /// Runs side effects for the sequence's events and lifecycle without changing it.
    /// A throwing `onNext` ends the sequence with its error.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        let effects = lift { () -> ClosureSink<Element, Element>.Handler in
            { event, sink in
                do {
                    switch event {
                    case .next(let element):
                        guard !sink.isFinished else { return }
                        try onNext?(element)
                        sink.forwardNext(element)
                        try afterNext?(element)
                    case .error(let error):
                        try onError?(error)
                        sink.forwardTerminal(.error(error))
                        try afterError?(error)
                    case .completed:
                        try onCompleted?()
                        sink.forwardTerminal(.completed)
                        try afterCompleted?()
                    }
                } catch {
                    sink.forwardTerminal(.error(error))
                }
            }
        }
        guard onSubscribe != nil || onSubscribed != nil || onDispose != nil else { return effects }
        return Producer { observer in
            onSubscribe?()
            let subscription = effects.subscribe(observer)
            onSubscribed?()
            return Disposables.create {
                subscription.dispose()
                onDispose?()
            }
        }
    }
}
