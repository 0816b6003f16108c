extension ObservableType {
    /// Runs side effects for the sequence's events and lifecycle without changing it.
    ///
    /// A throwing handler ends the sequence with its error. `onDispose` runs once the
    /// subscription to the source is released: on a terminal event (after `afterError` or
    /// `afterCompleted`) or when the subscriber disposes, whichever comes first.
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
        let source = asObservable()
        let effects = SideEffects(
            onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
            onCompleted: onCompleted, afterCompleted: afterCompleted
        )
        return Producer { observer in
            onSubscribe?()
            let sink = DoSink(observer: observer, effects: effects)
            let subscription = source.subscribe(sink)
            onSubscribed?()
            if let onDispose {
                sink.setUpstream(
                    Disposables.create {
                        subscription.dispose()
                        onDispose()
                    })
            } else {
                sink.setUpstream(subscription)
            }
            return sink
        }
    }
}

/// The event handlers of a `do`.
struct SideEffects<Element> {
    let onNext: ((Element) throws -> Void)?
    let afterNext: ((Element) throws -> Void)?
    let onError: ((Swift.Error) throws -> Void)?
    let afterError: ((Swift.Error) throws -> Void)?
    let onCompleted: (() throws -> Void)?
    let afterCompleted: (() throws -> Void)?
}

/// `do`'s sink: runs the handlers around each event and releases the source only after the
/// `after` handler of a terminal event, as RxSwift orders them.
final class DoSink<Element>: Sink<Element>, ObserverType, @unchecked Sendable {
    // @unchecked: the handlers are immutable; events arrive serialized.
    private let effects: SideEffects<Element>

    init(observer: AnyObserver<Element>, effects: SideEffects<Element>) {
        self.effects = effects
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        guard !isFinished else { return }
        do {
            switch event {
            case .next(let element):
                try effects.onNext?(element)
                forwardNext(element)
                try effects.afterNext?(element)
            case .error(let error):
                try effects.onError?(error)
                guard finish() else { return }
                observer.on(event)
                try effects.afterError?(error)
                release()
            case .completed:
                try effects.onCompleted?()
                guard finish() else { return }
                observer.on(event)
                try effects.afterCompleted?()
                release()
            }
        } catch {
            forwardTerminal(.error(error))
            release()
        }
    }
}
