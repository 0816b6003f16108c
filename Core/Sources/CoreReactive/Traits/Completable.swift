/// The trait of a sequence that produces no elements: it completes or fails.
public enum CompletableTrait {}

/// Completion or an error: a task whose outcome is only success or failure.
public typealias Completable = PrimitiveSequence<CompletableTrait, Never>

/// The outcome of a `Completable`.
public enum CompletableEvent: Sendable {
    /// The work failed.
    case error(Swift.Error)
    /// The work finished.
    case completed
}

extension CompletableEvent: Equatable {
    /// Errors are equal when they have the same type and description, as for `Event`.
    @inlinable
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): return true
        case (.error(let l), .error(let r)): return Event<Never>.error(l) == Event<Never>.error(r)
        default: return false
        }
    }
}

extension PrimitiveSequence where Trait == CompletableTrait, Element == Never {
    /// The callback a `Completable.create` closure reports its outcome to.
    public typealias CompletableObserver = (CompletableEvent) -> Void

    /// A completable whose subscription runs `subscribe`; the first outcome wins.
    @inlinable
    public static func create(
        subscribe: @escaping @Sendable (@escaping @Sendable CompletableObserver) -> Disposable
    ) -> Completable {
        Completable(
            raw: Observable.create { observer in
                subscribe { event in
                    switch event {
                    case .error(let error): observer.onError(error)
                    case .completed: observer.onCompleted()
                    }
                }
            })
    }

    /// Completes at once.
    @inlinable
    public static func empty() -> Completable { Completable(raw: .empty()) }

    /// Subscribes with one closure for the outcome.
    @inlinable
    public func subscribe(_ observer: @escaping @Sendable (CompletableEvent) -> Void) -> Disposable {
        source.subscribe(onError: { observer(.error($0)) }, onCompleted: { observer(.completed) })
    }

    /// Subscribes with closures for each outcome and disposal; a failure with no `onError`
    /// goes to `Hooks.defaultErrorHandler`.
    @inlinable
    public func subscribe(
        onCompleted: (@Sendable () -> Void)? = nil,
        onError: (@Sendable (Swift.Error) -> Void)? = nil,
        onDisposed: (@Sendable () -> Void)? = nil
    ) -> Disposable {
        source.subscribe(onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Runs side effects without changing the outcome; `onDispose` runs once the source is
    /// released, on the outcome or on dispose.
    @inlinable
    public func `do`(
        onError: (@Sendable (Swift.Error) throws -> Void)? = nil,
        afterError: (@Sendable (Swift.Error) throws -> Void)? = nil,
        onCompleted: (@Sendable () throws -> Void)? = nil,
        afterCompleted: (@Sendable () throws -> Void)? = nil,
        onSubscribe: (@Sendable () -> Void)? = nil,
        onSubscribed: (@Sendable () -> Void)? = nil,
        onDispose: (@Sendable () -> Void)? = nil
    ) -> Completable {
        Completable(
            raw: source.do(
                onError: onError, afterError: afterError, onCompleted: onCompleted, afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose
            ))
    }

    /// Runs `second` once this completes.
    @inlinable
    public func andThen(_ second: Completable) -> Completable {
        Completable(raw: source.concat(second.source))
    }

    /// Runs `second` once this completes, and ends with its outcome.
    @inlinable
    public func andThen<Other>(_ second: Single<Other>) -> Single<Other> where Other: Sendable {
        Single(raw: source.elements(as: Other.self).concat(second.source))
    }

    /// Runs `second` once this completes, and ends with its outcome.
    @inlinable
    public func andThen<Other>(_ second: Maybe<Other>) -> Maybe<Other> where Other: Sendable {
        Maybe(raw: source.elements(as: Other.self).concat(second.source))
    }

    /// Runs `second` once this completes, and passes its elements on.
    @inlinable
    public func andThen<Other>(_ second: Observable<Other>) -> Observable<Other> where Other: Sendable {
        source.elements(as: Other.self).concat(second)
    }

    /// Runs `second` once this completes; fails with the first failure.
    @inlinable
    public func concat(_ second: Completable) -> Completable {
        Completable.concat(self, second)
    }

    /// Runs the completables one after another.
    @inlinable
    public static func concat<Sources: Swift.Sequence>(_ sources: Sources) -> Completable
    where Sources.Element == Completable {
        Completable(raw: .concat(sources.map(\.source)))
    }

    /// Runs the completables one after another.
    @inlinable
    public static func concat(_ sources: Completable...) -> Completable {
        Completable(raw: .concat(sources.map(\.source)))
    }

    /// Runs the completables at once and completes when all have; fails with the first failure.
    @inlinable
    public static func zip<Sources: Swift.Collection>(_ sources: Sources) -> Completable
    where Sources.Element == Completable {
        Completable(raw: .merge(sources.map(\.source)))
    }

    /// Runs the completables at once and completes when all have; fails with the first failure.
    @inlinable
    public static func zip(_ sources: Completable...) -> Completable {
        Completable(raw: .merge(sources.map(\.source)))
    }

    /// Runs the completables at once and completes when all have; fails with the first failure.
    @inlinable
    public static func merge<Sources: Swift.Collection>(_ sources: Sources) -> Completable
    where Sources.Element == Completable {
        Completable(raw: .merge(sources.map(\.source)))
    }

    /// Runs the completables at once and completes when all have; fails with the first failure.
    @inlinable
    public static func merge(_ sources: Completable...) -> Completable {
        Completable(raw: .merge(sources.map(\.source)))
    }
}

extension ObservableType where Element == Never {
    /// This element-less sequence as a `Completable`: it completes or fails as this sequence
    /// does. A sequence with elements says it drops them: `ignoreElements().asCompletable()`,
    /// as in RxSwift.
    @inlinable
    public func asCompletable() -> Completable {
        Completable(raw: ignoreElements())
    }
}

extension Observable where Element == Never {
    /// This element-less sequence, typed as a sequence of `Other`.
    @inlinable
    func elements<Other>(as type: Other.Type) -> Observable<Other> {
        Observable<Other> { observer in
            self.subscribe(
                AnyObserver { event in
                    switch event {
                    case .next: break
                    case .error(let error): observer.on(.error(error))
                    case .completed: observer.on(.completed)
                    }
                })
        }
    }
}
