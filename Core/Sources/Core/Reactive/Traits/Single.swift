/// The outcome of a `Single`, as in RxSwift 6.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

/// A sequence that produces exactly one element or an error: the shape of a one-shot request.
public struct Single<Element>: ObservableConvertibleType, @unchecked Sendable {
    private let source: Observable<Element>

    /// Wraps a source already known to emit one element then complete, or fail.
    init(unchecked source: Observable<Element>) {
        self.source = source
    }

    /// A single whose subscription runs `subscribe`; the first outcome wins.
    public static func create(subscribe: @escaping (@escaping (SingleEvent<Element>) -> Void) -> Disposable) -> Single<Element> {
        Single(unchecked: Observable.create { observer in
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

    /// Succeeds with `element`.
    public static func just(_ element: Element) -> Single<Element> { Single(unchecked: .just(element)) }

    /// Fails with `error`.
    public static func error(_ error: Swift.Error) -> Single<Element> { Single(unchecked: .error(error)) }

    /// Never finishes.
    public static func never() -> Single<Element> { Single(unchecked: .never()) }

    /// A single built anew by `factory` for each subscriber.
    public static func deferred(_ factory: @escaping () throws -> Single<Element>) -> Single<Element> {
        Single(unchecked: .deferred { try factory().asObservable() })
    }

    /// The single as an observable of one element.
    public func asObservable() -> Observable<Element> { source }

    /// Subscribes with one closure for the outcome.
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        source.subscribe(onNext: { observer(.success($0)) }, onError: { observer(.failure($0)) })
    }

    /// Subscribes with closures for success, failure and disposal.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        source.subscribe(onNext: onSuccess, onError: onFailure ?? { Hooks.reportUnhandled($0) }, onDisposed: onDisposed)
    }

    /// Transforms the element.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single<Result>(unchecked: source.map(transform))
    }

    /// Chains another single on success.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        Single<Result>(unchecked: source.flatMap { try selector($0).asObservable() })
    }

    /// Chains a sequence on success.
    public func flatMapObservable<Result>(_ selector: @escaping (Element) throws -> Observable<Result>) -> Observable<Result> {
        source.flatMap(selector)
    }

    /// On failure, continues with the single `handler` returns.
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Single<Element>) -> Single<Element> {
        Single(unchecked: source.catch { try handler($0).asObservable() })
    }

    /// On failure, succeeds with `element`.
    public func catchAndReturn(_ element: Element) -> Single<Element> {
        Single(unchecked: source.catchAndReturn(element))
    }

    /// Subscribes up to `maxAttemptCount` times in all.
    public func retry(_ maxAttemptCount: Int) -> Single<Element> {
        Single(unchecked: source.retry(maxAttemptCount))
    }

    /// Runs side effects without changing the outcome.
    public func `do`(
        onSuccess: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Single<Element> {
        Single(unchecked: source.do(onNext: onSuccess, onError: onError, onSubscribe: onSubscribe, onDispose: onDispose))
    }

    /// Delivers the outcome on `scheduler`.
    public func observe(on scheduler: ImmediateSchedulerType) -> Single<Element> {
        Single(unchecked: source.observe(on: scheduler))
    }

    /// Subscribes on `scheduler`.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Single<Element> {
        Single(unchecked: source.subscribe(on: scheduler))
    }

    /// Fails with `RxError.timeout` when no outcome arrives within `dueTime`.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Single<Element> {
        Single(unchecked: source.timeout(dueTime, scheduler: scheduler))
    }
}

extension ObservableType {
    /// Expects exactly one element: fails with `RxError.noElements` or
    /// `RxError.moreThanOneElement` otherwise.
    public func asSingle() -> Single<Element> {
        Single(unchecked: lift {
            var element: Element?
            return { event, sink in
                switch event {
                case .next(let next):
                    if element != nil { return sink.forwardTerminal(.error(RxError.moreThanOneElement)) }
                    element = next
                case .error(let error):
                    sink.forwardTerminal(.error(error))
                case .completed:
                    guard let element else { return sink.forwardTerminal(.error(RxError.noElements)) }
                    sink.forwardNext(element)
                    sink.forwardTerminal(.completed)
                }
            }
        })
    }
}
