/// A sequence whose events arrive on the main queue by construction: what
/// `observe(on: MainScheduler.instance)` returns, a child flow's result, and a control's
/// `ControlProperty` and `ControlEvent` (whose values a view sends on the main thread). Its
/// operators that stay on the main queue take main-actor closures and return a
/// `MainActorObservable`; where the code asks for a plain `Observable`, they return one, their
/// closures still main-actor code (`MainQueueSourceType`, which this refines).
///
/// Core's own types conform; a type of yours that conforms must deliver on the main queue too.
/// Should an event reach a main-actor closure elsewhere, the closure does not run and
/// `NotOnMainThread` is reported (see `MainActorObservable`).
public protocol MainQueueObservableType: MainQueueSourceType {}

extension MainActorObservable: MainQueueObservableType {}
extension ControlProperty: MainQueueObservableType {}
extension ControlEvent: MainQueueObservableType {}

// Its events arrive on the main queue, so an operator that stays there takes main-actor
// closures, checked by the compiler as main-actor code and entered through
// `MainActor.enterIfOnMain`, and returns a `MainActorObservable`: the same operator as
// `MainQueueSourceType`'s, which this protocol refines (so these are chosen where both fit), with
// the main queue kept in the result's type. One that may leave the main queue (a timing
// operator, `catch`) is `ObservableType`'s: it returns a plain `Observable` and takes `@Sendable`
// closures.

extension MainQueueObservableType where Element: Sendable {
    /// Transforms each element, on the main actor.
    @inlinable
    public func map<Result: Sendable>(
        _ transform: @escaping @MainActor (Element) -> Result
    ) -> MainActorObservable<Result> {
        MainActorObservable<Result>(onMainQueue: map(transform) as Observable<Result>)
    }

    /// Transforms each element, on the main actor, and drops the nils.
    @inlinable
    public func compactMap<Result: Sendable>(
        _ transform: @escaping @MainActor (Element) -> Result?
    ) -> MainActorObservable<Result> {
        MainActorObservable<Result>(onMainQueue: compactMap(transform) as Observable<Result>)
    }

    /// Keeps the elements that satisfy `predicate`, asked on the main actor.
    @inlinable
    public func filter(_ predicate: @escaping @MainActor (Element) -> Bool) -> MainActorObservable<Element> {
        MainActorObservable(onMainQueue: filter(predicate) as Observable<Element>)
    }

    /// Drops elements that `comparer`, asked on the main actor, says equal the previous one.
    @inlinable
    public func distinctUntilChanged(
        _ comparer: @escaping @MainActor (Element, Element) -> Bool
    ) -> MainActorObservable<Element> {
        MainActorObservable(onMainQueue: distinctUntilChanged(comparer) as Observable<Element>)
    }

    /// Drops elements whose key, made by `keySelector` on the main actor, equals the previous
    /// element's.
    @inlinable
    public func distinctUntilChanged<Key: Equatable & Sendable>(
        _ keySelector: @escaping @MainActor (Element) -> Key
    ) -> MainActorObservable<Element> {
        MainActorObservable<Element>(onMainQueue: distinctUntilChanged(keySelector) as Observable<Element>)
    }

    /// Emits each intermediate result of folding the elements into `seed`, on the main actor.
    @inlinable
    public func scan<Accumulate: Sendable>(
        _ seed: Accumulate, accumulator: @escaping @MainActor (Accumulate, Element) -> Accumulate
    ) -> MainActorObservable<Accumulate> {
        MainActorObservable<Accumulate>(onMainQueue: scan(seed, accumulator: accumulator) as Observable<Accumulate>)
    }

    /// Runs side effects for the events on the main actor, and for the lifecycle on the
    /// thread that subscribes or disposes, without changing the sequence.
    @inlinable
    public func `do`(
        onNext: (@MainActor (Element) -> Void)? = nil, afterNext: (@MainActor (Element) -> Void)? = nil,
        onError: (@MainActor (Swift.Error) -> Void)? = nil, afterError: (@MainActor (Swift.Error) -> Void)? = nil,
        onCompleted: (@MainActor () -> Void)? = nil, afterCompleted: (@MainActor () -> Void)? = nil,
        onSubscribe: (@Sendable () -> Void)? = nil, onSubscribed: (@Sendable () -> Void)? = nil,
        onDispose: (@Sendable () -> Void)? = nil
    ) -> MainActorObservable<Element> {
        let effects: Observable<Element> = self.do(
            onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError, onCompleted: onCompleted,
            afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose)
        return MainActorObservable(onMainQueue: effects)
    }

    /// Emits `elements` first, then the sequence's own, all on the main queue (the first ones
    /// too, whichever thread subscribes).
    @inlinable
    public func startWith(_ elements: Element...) -> MainActorObservable<Element> {
        MainActorObservable<Element>(
            onMainQueue: Observable.emittingAtOnce(elements).concat(asObservable()).observeOnMainQueue())
    }

    /// Emits the first `count` elements, then completes; both stay on the main queue.
    @inlinable
    public func take(_ count: Int) -> MainActorObservable<Element> {
        MainActorObservable(onMainQueue: asObservable().take(count))
    }

    /// Combines each element with the latest one of `second`, on the main actor, once
    /// `second` has emitted; `second` may emit on any thread.
    @inlinable
    public func withLatestFrom<Second: ObservableConvertibleType, Result: Sendable>(
        _ second: Second, resultSelector: @escaping @MainActor (Element, Second.Element) -> Result
    ) -> MainActorObservable<Result> where Second.Element: Sendable {
        MainActorObservable<Result>(
            onMainQueue: withLatestFrom(second, resultSelector: resultSelector) as Observable<Result>)
    }

    /// Replaces each element with the latest one of `second`, once `second` has emitted.
    @inlinable
    public func withLatestFrom<Second: ObservableConvertibleType>(
        _ second: Second
    ) -> MainActorObservable<Second.Element> where Second.Element: Sendable {
        MainActorObservable<Second.Element>(onMainQueue: asObservable().withLatestFrom(second))
    }

    /// Starts an inner sequence per element, made on the main actor, following only the
    /// latest; the inner sequences deliver on main, so the result does.
    @inlinable
    public func flatMapLatest<Result: Sendable>(
        _ selector: @escaping @MainActor (Element) -> MainActorObservable<Result>
    ) -> MainActorObservable<Result> {
        MainActorObservable<Result>(onMainQueue: flatMapLatest(selector) as Observable<Result>)
    }

    /// Starts an inner sequence per element, made on the main actor, and merges them all;
    /// the inner sequences deliver on main, so the result does.
    @inlinable
    public func flatMap<Result: Sendable>(
        _ selector: @escaping @MainActor (Element) -> MainActorObservable<Result>
    ) -> MainActorObservable<Result> {
        MainActorObservable<Result>(onMainQueue: flatMap(selector) as Observable<Result>)
    }

    /// Starts an inner sequence per element, made on the main actor, ignoring elements while
    /// one runs; the inner sequences deliver on main, so the result does.
    @inlinable
    public func flatMapFirst<Result: Sendable>(
        _ selector: @escaping @MainActor (Element) -> MainActorObservable<Result>
    ) -> MainActorObservable<Result> {
        MainActorObservable<Result>(onMainQueue: flatMapFirst(selector) as Observable<Result>)
    }
}

extension MainQueueObservableType where Element: Equatable & Sendable {
    /// Drops elements equal to the previous one.
    @inlinable
    public func distinctUntilChanged() -> MainActorObservable<Element> {
        MainActorObservable<Element>(onMainQueue: asObservable().distinctUntilChanged())
    }
}
