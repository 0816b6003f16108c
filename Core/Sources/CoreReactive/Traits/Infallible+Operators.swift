// Each operator is `Observable`'s, applied to a source that cannot fail and kept infallible:
// none of them can add an error, so their closures do not throw.

extension InfallibleType {
    /// Transforms each element.
    @inlinable
    public func map<Result>(_ transform: @escaping @Sendable (Element) -> Result) -> Infallible<Result> {
        Infallible(asObservable().map(transform))
    }

    /// Transforms each element, dropping nils.
    @inlinable
    public func compactMap<Result>(_ transform: @escaping @Sendable (Element) -> Result?) -> Infallible<Result> {
        Infallible(asObservable().compactMap(transform))
    }

    /// Keeps the elements for which `predicate` holds.
    @inlinable
    public func filter(_ predicate: @escaping @Sendable (Element) -> Bool) -> Infallible<Element> {
        Infallible(asObservable().filter(predicate))
    }

    /// Each intermediate result of folding the elements into `seed`.
    @inlinable
    public func scan<Seed>(_ seed: Seed, accumulator: @escaping @Sendable (Seed, Element) -> Seed) -> Infallible<Seed>
    where Seed: Sendable {
        Infallible(asObservable().scan(seed, accumulator: accumulator))
    }

    /// Each intermediate result of folding the elements into `seed` in place.
    @inlinable
    public func scan<Seed>(
        into seed: Seed, accumulator: @escaping @Sendable (inout Seed, Element) -> Void
    ) -> Infallible<Seed> where Seed: Sendable {
        Infallible(asObservable().scan(into: seed, accumulator: accumulator))
    }

    /// Drops an element equal to the one before it, as `comparer` says.
    @inlinable
    public func distinctUntilChanged(_ comparer: @escaping @Sendable (Element, Element) -> Bool) -> Infallible<Element>
    where Element: Sendable {
        Infallible(asObservable().distinctUntilChanged(comparer))
    }

    /// Emits `elements` first.
    @inlinable
    public func startWith(_ elements: Element...) -> Infallible<Element> where Element: Sendable {
        Infallible(Observable.concat(.emittingAtOnce(elements), asObservable()))
    }

    /// The first `count` elements, then the completion.
    @inlinable
    public func take(_ count: Int) -> Infallible<Element> {
        Infallible(asObservable().take(count))
    }

    /// The elements after the first `count`.
    @inlinable
    public func skip(_ count: Int) -> Infallible<Element> {
        Infallible(asObservable().skip(count))
    }

    /// Side effects for elements, the completion and the subscription's lifecycle.
    @inlinable
    public func `do`(
        onNext: (@Sendable (Element) -> Void)? = nil,
        onCompleted: (@Sendable () -> Void)? = nil,
        onSubscribe: (@Sendable () -> Void)? = nil,
        onDispose: (@Sendable () -> Void)? = nil
    ) -> Infallible<Element> {
        Infallible(
            asObservable().do(onNext: onNext, onCompleted: onCompleted, onSubscribe: onSubscribe, onDispose: onDispose))
    }

    /// Shares one subscription to the source, replaying the latest `replay` elements.
    @inlinable
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Infallible<Element>
    where Element: Sendable {
        Infallible(asObservable().share(replay: replay, scope: scope))
    }

    /// An element once `dueTime` passed without another.
    @inlinable
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element>
    where Element: Sendable {
        Infallible(asObservable().debounce(dueTime, scheduler: scheduler))
    }

    /// At most one element per `dueTime`.
    @inlinable
    public func throttle(
        _ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType
    ) -> Infallible<Element> where Element: Sendable {
        Infallible(asObservable().throttle(dueTime, latest: latest, scheduler: scheduler))
    }

    /// Each element paired with the latest of `second`, when it has one.
    @inlinable
    public func withLatestFrom<Second: InfallibleType, Result>(
        _ second: Second, resultSelector: @escaping @Sendable (Element, Second.Element) -> Result
    ) -> Infallible<Result> where Second.Element: Sendable, Result: Sendable {
        Infallible(asObservable().withLatestFrom(second, resultSelector: resultSelector))
    }

    /// The latest of `second` at each element.
    @inlinable
    public func withLatestFrom<Second: InfallibleType>(_ second: Second) -> Infallible<Second.Element>
    where Second.Element: Sendable {
        Infallible(asObservable().withLatestFrom(second))
    }

    /// The elements of every infallible `selector` makes, merged.
    @inlinable
    public func flatMap<Inner: InfallibleType>(
        _ selector: @escaping @Sendable (Element) -> Inner
    ) -> Infallible<Inner.Element> where Inner.Element: Sendable {
        Infallible(asObservable().flatMap(selector))
    }

    /// The elements of the infallible `selector` made last; the one before is dropped.
    @inlinable
    public func flatMapLatest<Inner: InfallibleType>(
        _ selector: @escaping @Sendable (Element) -> Inner
    ) -> Infallible<Inner.Element> where Inner.Element: Sendable {
        Infallible(asObservable().flatMapLatest(selector))
    }

    /// The elements of the infallible `selector` makes, ignoring elements while one runs.
    @inlinable
    public func flatMapFirst<Inner: InfallibleType>(
        _ selector: @escaping @Sendable (Element) -> Inner
    ) -> Infallible<Inner.Element> where Inner.Element: Sendable {
        Infallible(asObservable().flatMapFirst(selector))
    }

    /// The elements of each infallible `selector` makes, one after the other.
    @inlinable
    public func concatMap<Inner: InfallibleType>(
        _ selector: @escaping @Sendable (Element) -> Inner
    ) -> Infallible<Inner.Element> where Inner.Element: Sendable {
        Infallible(asObservable().concatMap(selector))
    }
}

extension InfallibleType where Element: Equatable {
    /// Drops an element equal to the one before it.
    @inlinable
    public func distinctUntilChanged() -> Infallible<Element> where Element: Sendable {
        Infallible(asObservable().distinctUntilChanged())
    }
}

extension Infallible {
    /// The elements of all `sources`, as they come.
    @inlinable
    public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> where Element: Sendable {
        Infallible(.merge(sources.map(\.source)))
    }

    /// The elements of `sources`, one source after the other.
    @inlinable
    public static func concat(_ sources: Infallible<Element>...) -> Infallible<Element> where Element: Sendable {
        Infallible(.concat(sources.map(\.source)))
    }
}
