extension ObservableType {
    /// Runs side effects for the sequence's events and lifecycle without changing it.
    ///
    /// A throwing handler ends the sequence with its error. `onDispose` runs once the
    /// subscription to the source is released: on a terminal event (after `afterError` or
    /// `afterCompleted`) or when the subscriber disposes, whichever comes first.
    @inlinable @_disfavoredOverload
    public func `do`(
        onNext: (@Sendable (Element) throws -> Void)? = nil,
        afterNext: (@Sendable (Element) throws -> Void)? = nil,
        onError: (@Sendable (Swift.Error) throws -> Void)? = nil,
        afterError: (@Sendable (Swift.Error) throws -> Void)? = nil,
        onCompleted: (@Sendable () throws -> Void)? = nil,
        afterCompleted: (@Sendable () throws -> Void)? = nil,
        onSubscribe: (@Sendable () -> Void)? = nil,
        onSubscribed: (@Sendable () -> Void)? = nil,
        onDispose: (@Sendable () -> Void)? = nil
    ) -> Observable<Element> {
        let source = asObservable()
        let effects = SideEffects(
            onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
            onCompleted: onCompleted, afterCompleted: afterCompleted
        )
        return Observable { observer in
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
@usableFromInline
struct SideEffects<Element>: Sendable {
    @usableFromInline
    let onNext: (@Sendable (Element) throws -> Void)?
    @usableFromInline
    let afterNext: (@Sendable (Element) throws -> Void)?
    @usableFromInline
    let onError: (@Sendable (Swift.Error) throws -> Void)?
    @usableFromInline
    let afterError: (@Sendable (Swift.Error) throws -> Void)?
    @usableFromInline
    let onCompleted: (@Sendable () throws -> Void)?
    @usableFromInline
    let afterCompleted: (@Sendable () throws -> Void)?

    @inlinable
    init(
        onNext: (@Sendable (Element) throws -> Void)?, afterNext: (@Sendable (Element) throws -> Void)?,
        onError: (@Sendable (Swift.Error) throws -> Void)?, afterError: (@Sendable (Swift.Error) throws -> Void)?,
        onCompleted: (@Sendable () throws -> Void)?, afterCompleted: (@Sendable () throws -> Void)?
    ) {
        self.onNext = onNext
        self.afterNext = afterNext
        self.onError = onError
        self.afterError = afterError
        self.onCompleted = onCompleted
        self.afterCompleted = afterCompleted
    }
}

/// `do`'s sink: runs the handlers around each event and releases the source only after the
/// `after` handler of a terminal event, as RxSwift orders them.
@usableFromInline
final class DoSink<Element>: Sink<Element>, ObserverType, @unchecked Sendable {
    // @unchecked: the handlers are immutable; events arrive serialized.
    @usableFromInline
    let effects: SideEffects<Element>

    @inlinable
    init(observer: AnyObserver<Element>, effects: SideEffects<Element>) {
        self.effects = effects
        super.init(observer: observer)
    }

    @inlinable
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
