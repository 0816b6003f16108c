/// The trait of a sequence that produces exactly one element or an error.
public enum SingleTrait: ElementTrait {}

/// One element or an error: the shape of a one-shot request.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// The outcome of a `Single`, as in RxSwift 6.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequence where Trait == SingleTrait {
    /// The callback a `Single.create` closure reports its outcome to.
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// A single whose subscription runs `subscribe`; the first outcome wins.
    @inlinable
    public static func create(
        subscribe: @escaping @Sendable (@escaping @Sendable SingleObserver) -> Disposable
    ) -> Single<Element> where Element: Sendable {
        Single(
            raw: Observable.create { observer in
                subscribe { result in
                    switch result {
                    case .success(let element):
                        observer.onNext(element)
                        observer.onCompleted()
                    case .failure(let error):
                        observer.onError(error)
                    }
                }
            })
    }

    /// Subscribes with one closure for the outcome.
    @inlinable
    public func subscribe(_ observer: @escaping @Sendable (SingleEvent<Element>) -> Void) -> Disposable {
        source.subscribe(onNext: { observer(.success($0)) }, onError: { observer(.failure($0)) })
    }

    /// Subscribes with closures for success, failure and disposal; a failure with no
    /// `onFailure` goes to `Hooks.defaultErrorHandler`.
    @inlinable
    public func subscribe(
        onSuccess: (@Sendable (Element) -> Void)? = nil,
        onFailure: (@Sendable (Swift.Error) -> Void)? = nil,
        onDisposed: (@Sendable () -> Void)? = nil
    ) -> Disposable {
        source.subscribe(onNext: onSuccess, onError: onFailure, onDisposed: onDisposed)
    }

    /// Subscribes with closures that receive `object` while it is alive; the subscription
    /// holds it weakly.
    @inlinable
    public func subscribe<Object: AnyObject & Sendable>(
        with object: Object,
        onSuccess: (@Sendable (Object, Element) -> Void)? = nil,
        onFailure: (@Sendable (Object, Swift.Error) -> Void)? = nil,
        onDisposed: (@Sendable (Object) -> Void)? = nil
    ) -> Disposable {
        source.subscribe(with: object, onNext: onSuccess, onError: onFailure, onDisposed: onDisposed)
    }

    /// Chains a maybe on success.
    @inlinable
    public func flatMapMaybe<Result>(_ selector: @escaping @Sendable (Element) throws -> Maybe<Result>) -> Maybe<Result>
    where Result: Sendable {
        Maybe<Result>(raw: source.flatMap { try selector($0).source })
    }

    /// Chains a completable on success.
    @inlinable
    public func flatMapCompletable(_ selector: @escaping @Sendable (Element) throws -> Completable) -> Completable {
        Completable(raw: source.flatMap { try selector($0).source })
    }

    /// Chains a sequence on success.
    @inlinable
    public func flatMapObservable<Result>(
        _ selector: @escaping @Sendable (Element) throws -> Observable<Result>
    ) -> Observable<Result> where Result: Sendable {
        source.flatMap(selector)
    }

    /// Runs side effects without changing the outcome; `onDispose` runs once the source is
    /// released, on the outcome or on dispose.
    @inlinable
    public func `do`(
        onSuccess: (@Sendable (Element) throws -> Void)? = nil,
        afterSuccess: (@Sendable (Element) throws -> Void)? = nil,
        onError: (@Sendable (Swift.Error) throws -> Void)? = nil,
        afterError: (@Sendable (Swift.Error) throws -> Void)? = nil,
        onSubscribe: (@Sendable () -> Void)? = nil,
        onSubscribed: (@Sendable () -> Void)? = nil,
        onDispose: (@Sendable () -> Void)? = nil
    ) -> Single<Element> {
        Single(
            raw: source.do(
                onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose
            ))
    }

    /// The single as a maybe.
    @inlinable
    public func asMaybe() -> Maybe<Element> { Maybe(raw: source) }

    /// Succeeds with every single's result, in order, once all have; succeeds with `[]` for none.
    @inlinable
    public static func zip<Sources: Swift.Collection>(_ collection: Sources) -> Single<[Element]>
    where Sources.Element == Single<Element>, Element: Sendable {
        collection.isEmpty ? .just([]) : Single<[Element]>(raw: Observable<Element>.zip(collection.map(\.source)))
    }

    /// Succeeds with `resultSelector` over every single's result, once all have.
    @inlinable
    public static func zip<Sources: Swift.Collection, Result>(
        _ collection: Sources, resultSelector: @escaping @Sendable ([Element]) throws -> Result
    ) -> Single<Result> where Sources.Element == Single<Element>, Element: Sendable, Result: Sendable {
        guard !collection.isEmpty else { return .deferred { .just(try resultSelector([])) } }
        return Single<Result>(raw: Observable.zip(collection.map(\.source), resultSelector: resultSelector))
    }
}

extension ObservableType {
    /// Expects exactly one element: fails with `RxError.noElements` or
    /// `RxError.moreThanOneElement` otherwise.
    @inlinable
    public func asSingle() -> Single<Element> where Element: Sendable {
        Single(
            raw: lift(state: { Element?.none }) { element, event, sink in
                switch event {
                case .next(let next):
                    if element != nil { return sink.forwardTerminal(.error(RxError.moreThanOneElement)) }
                    element = next
                case .error:
                    sink.forwardTerminal(event)
                case .completed:
                    guard let element else { return sink.forwardTerminal(.error(RxError.noElements)) }
                    sink.forwardNext(element)
                    sink.forwardTerminal(.completed)
                }
            })
    }
}
