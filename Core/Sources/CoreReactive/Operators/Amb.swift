extension ObservableType {
    /// Mirrors whichever of this sequence and `right` sends an event first, and lets the
    /// other go (RxSwift's `amb`).
    @inlinable
    public func amb<Right: ObservableType>(_ right: Right) -> Observable<Element>
    where Right.Element == Element, Element: Sendable {
        Observable.amb([asObservable(), right.asObservable()])
    }
}

extension Observable where Element: Sendable {
    /// Mirrors whichever of `sources` sends an event first, and lets the others go; with no
    /// sources, never emits (as RxSwift's, which folds the sources onto `never()`).
    @inlinable
    public static func amb<Sources: Sequence>(_ sources: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        let sources = Array(sources)
        guard sources.count > 1 else { return sources.first ?? .never() }
        return Observable { observer in
            let sink = SerialSink<Element>(observer: observer)
            let subscriptions = sources.map { _ in SingleAssignmentDisposable() }
            sink.setUpstream(CompositeDisposable(disposables: subscriptions))
            let winner = SerializedState<Int?>(nil)
            for (index, source) in sources.enumerated() {
                subscriptions[index].setDisposable(
                    source.subscribe(
                        AnyObserver { event in
                            var won = false
                            sink.send { () -> Event<Element>? in
                                if winner.value == nil {
                                    winner.value = index
                                    won = true
                                }
                                return winner.value == index ? event : nil
                            }
                            guard won else { return }
                            for (other, subscription) in subscriptions.enumerated() where other != index {
                                subscription.dispose()
                            }
                        }))
            }
            return sink
        }
    }
}
