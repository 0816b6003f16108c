import CoreSupport

/// The trait of a sequence that produces at most one element, or an error.
public enum MaybeTrait: ElementTrait {}

/// At most one element, or an error: a lookup that may find nothing.
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// The outcome of a `Maybe`.
public enum MaybeEvent<Element> {
    /// The element; the maybe ends with it.
    case success(Element)
    /// The maybe failed.
    case error(Swift.Error)
    /// The maybe ended without an element.
    case completed
}

extension MaybeEvent: Equatable where Element: Equatable {
    /// Errors are equal when they have the same type and description, as for `Event`.
    @inlinable
    public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.success(let l), .success(let r)): return l == r
        case (.completed, .completed): return true
        case (.error(let l), .error(let r)): return Event<Element>.error(l) == Event<Element>.error(r)
        default: return false
        }
    }
}

extension MaybeEvent: Sendable where Element: Sendable {}

extension PrimitiveSequence where Trait == MaybeTrait {
    /// The callback a `Maybe.create` closure reports its outcome to.
    public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

    /// A maybe whose subscription runs `subscribe`; the first outcome wins.
    @inlinable
    public static func create(
        subscribe: @escaping @Sendable (@escaping @Sendable MaybeObserver) -> Disposable
    ) -> Maybe<Element> where Element: Sendable {
        Maybe(
            raw: Observable.create { observer in
                subscribe { event in
                    switch event {
                    case .success(let element):
                        observer.onNext(element)
                        observer.onCompleted()
                    case .error(let error):
                        observer.onError(error)
                    case .completed:
                        observer.onCompleted()
                    }
                }
            })
    }

    /// Completes without an element.
    @inlinable
    public static func empty() -> Maybe<Element> { Maybe(raw: .empty()) }

    /// Subscribes with one closure for the outcome.
    @inlinable
    public func subscribe(_ observer: @escaping @Sendable (MaybeEvent<Element>) -> Void) -> Disposable {
        let succeeded = AtomicFlag()
        return source.subscribe(
            onNext: {
                succeeded.set()
                observer(.success($0))
            },
            onError: { observer(.error($0)) },
            onCompleted: { if !succeeded.isSet { observer(.completed) } }
        )
    }

    /// Subscribes with closures for each outcome and disposal; a failure with no `onError`
    /// goes to `Hooks.defaultErrorHandler`.
    @inlinable
    public func subscribe(
        onSuccess: (@Sendable (Element) -> Void)? = nil,
        onError: (@Sendable (Swift.Error) -> Void)? = nil,
        onCompleted: (@Sendable () -> Void)? = nil,
        onDisposed: (@Sendable () -> Void)? = nil
    ) -> Disposable {
        let succeeded = AtomicFlag()
        return source.subscribe(
            onNext: {
                succeeded.set()
                onSuccess?($0)
            },
            onError: onError,
            onCompleted: { if !succeeded.isSet { onCompleted?() } },
            onDisposed: onDisposed
        )
    }

    /// Succeeds with `element` when empty.
    @inlinable
    public func ifEmpty(default element: Element) -> Single<Element> where Element: Sendable {
        Single(raw: source.ifEmpty(switchTo: .just(element)))
    }

    /// Continues with `other` when empty.
    @inlinable
    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> where Element: Sendable {
        Maybe(raw: source.ifEmpty(switchTo: other.source))
    }

    /// Continues with `other` when empty.
    @inlinable
    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> where Element: Sendable {
        Single(raw: source.ifEmpty(switchTo: other.source))
    }

    /// Runs side effects without changing the outcome; `onDispose` runs once the source is
    /// released, on the outcome or on dispose.
    @inlinable
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
    ) -> Maybe<Element> {
        Maybe(
            raw: source.do(
                onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
                onCompleted: onCompleted, afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose
            ))
    }

}

extension ObservableType {
    /// Expects at most one element: fails with `RxError.moreThanOneElement` otherwise.
    @inlinable
    public func asMaybe() -> Maybe<Element> where Element: Sendable {
        Maybe(
            raw: lift(state: { Element?.none }) { element, event, sink in
                switch event {
                case .next(let next):
                    if element != nil { return sink.forwardTerminal(.error(RxError.moreThanOneElement)) }
                    element = next
                case .error:
                    sink.forwardTerminal(event)
                case .completed:
                    if let element { sink.forwardNext(element) }
                    sink.forwardTerminal(.completed)
                }
            })
    }

    /// Continues with `other` when this sequence completes without an element.
    @inlinable
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> where Element: Sendable {
        let source = asObservable()
        return .deferred {
            let emitted = SerializedState(false)
            return source.do(onNext: { _ in emitted.value = true }).concat(
                Observable.deferred { emitted.value ? .empty() : other })
        }
    }

    /// Emits `element` when this sequence completes without one.
    @inlinable
    public func ifEmpty(default element: Element) -> Observable<Element> where Element: Sendable {
        ifEmpty(switchTo: .just(element))
    }
}
