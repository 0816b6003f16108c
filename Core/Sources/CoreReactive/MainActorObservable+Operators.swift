/// A sequence whose events arrive on the main queue by construction: what
/// `observe(on: MainScheduler.instance)` returns, a child flow's result, and a control's
/// `ControlProperty` and `ControlEvent` (whose values a view sends on the main thread). Its
/// operators that stay on the main queue take main-actor closures and return a
/// `MainActorObservable`.
///
/// Core's own types conform; a type of yours that conforms must deliver on the main queue too.
/// Should an event reach a main-actor closure elsewhere, the closure does not run and
/// `NotOnMainThread` is reported (see `MainActorObservable`).
public protocol MainQueueObservableType: ObservableType {}

extension MainActorObservable: MainQueueObservableType {}
extension ControlProperty: MainQueueObservableType {}
extension ControlEvent: MainQueueObservableType {}

// Its events arrive on the main queue, so an operator that stays there takes main-actor
// closures, checked by the compiler as main-actor code and entered through
// `MainActor.enterIfOnMain`, and returns a `MainActorObservable`. One that may leave the main queue (a flattening whose inner
// sequences are plain observables, a timing operator, `catch`) is `ObservableType`'s: it
// returns a plain `Observable`, says so in its type, and takes `@Sendable` closures.

extension MainQueueObservableType where Element: Sendable {
    /// Transforms each element, on the main actor.
    @inlinable
    public func map<Result: Sendable>(
        _ transform: @escaping @MainActor (Element) -> Result
    ) -> MainActorObservable<Result> {
        MainActorObservable<Result>(
            onMainQueue: asObservable().compactMap { element in MainActor.enterIfOnMain { transform(element) } })
    }

    /// Transforms each element, on the main actor, and drops the nils.
    @inlinable
    public func compactMap<Result: Sendable>(
        _ transform: @escaping @MainActor (Element) -> Result?
    ) -> MainActorObservable<Result> {
        MainActorObservable<Result>(
            onMainQueue: asObservable().compactMap { element in MainActor.enterIfOnMain { transform(element) } ?? nil })
    }

    /// Keeps the elements that satisfy `predicate`, asked on the main actor.
    @inlinable
    public func filter(_ predicate: @escaping @MainActor (Element) -> Bool) -> MainActorObservable<Element> {
        MainActorObservable(
            onMainQueue: asObservable().filter { element in MainActor.enterIfOnMain { predicate(element) } ?? false })
    }

    /// Drops elements that `comparer`, asked on the main actor, says equal the previous one.
    @inlinable
    public func distinctUntilChanged(
        _ comparer: @escaping @MainActor (Element, Element) -> Bool
    ) -> MainActorObservable<Element> {
        MainActorObservable(
            onMainQueue: asObservable().distinctUntilChanged { old, new in
                MainActor.enterIfOnMain { comparer(old, new) } ?? true
            })
    }

    /// Drops elements whose key, made by `keySelector` on the main actor, equals the previous
    /// element's.
    @inlinable
    public func distinctUntilChanged<Key: Equatable & Sendable>(
        _ keySelector: @escaping @MainActor (Element) -> Key
    ) -> MainActorObservable<Element> {
        // Each element's key is made once and kept for the next one.
        MainActorObservable<Element>(
            onMainQueue: asObservable().distinctUntilChanged { element in
                MainActor.enterIfOnMain { keySelector(element) }
            })
    }

    /// Emits each intermediate result of folding the elements into `seed`, on the main actor.
    @inlinable
    public func scan<Accumulate: Sendable>(
        _ seed: Accumulate, accumulator: @escaping @MainActor (Accumulate, Element) -> Accumulate
    ) -> MainActorObservable<Accumulate> {
        MainActorObservable<Accumulate>(
            onMainQueue: asObservable().scan(seed) { sum, element in
                MainActor.enterIfOnMain { accumulator(sum, element) } ?? sum
            })
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
        MainActorObservable(
            onMainQueue: asObservable().do(
                onNext: enteringMain(onNext), afterNext: enteringMain(afterNext), onError: enteringMain(onError),
                afterError: enteringMain(afterError), onCompleted: enteringMain(onCompleted),
                afterCompleted: enteringMain(afterCompleted), onSubscribe: onSubscribe, onSubscribed: onSubscribed,
                onDispose: onDispose))
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
            onMainQueue: asObservable().withLatestFrom(second) { first, second in
                MainActor.enterIfOnMain { resultSelector(first, second) }
            }
            .compactMap { $0 })
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
        MainActorObservable<Result>(onMainQueue: asObservable().flatMapLatest { element in inner(element, selector) })
    }

    /// Starts an inner sequence per element, made on the main actor, and merges them all;
    /// the inner sequences deliver on main, so the result does.
    @inlinable
    public func flatMap<Result: Sendable>(
        _ selector: @escaping @MainActor (Element) -> MainActorObservable<Result>
    ) -> MainActorObservable<Result> {
        MainActorObservable<Result>(onMainQueue: asObservable().flatMap { element in inner(element, selector) })
    }

    /// Starts an inner sequence per element, made on the main actor, ignoring elements while
    /// one runs; the inner sequences deliver on main, so the result does.
    @inlinable
    public func flatMapFirst<Result: Sendable>(
        _ selector: @escaping @MainActor (Element) -> MainActorObservable<Result>
    ) -> MainActorObservable<Result> {
        MainActorObservable<Result>(onMainQueue: asObservable().flatMapFirst { element in inner(element, selector) })
    }
}

extension MainQueueObservableType where Element: Equatable & Sendable {
    /// Drops elements equal to the previous one.
    @inlinable
    public func distinctUntilChanged() -> MainActorObservable<Element> {
        MainActorObservable<Element>(onMainQueue: asObservable().distinctUntilChanged())
    }
}

/// The sequence `selector` makes of `element` on the main actor, or an empty one when it could
/// not run there.
@inlinable
func inner<Element: Sendable, Inner: ObservableConvertibleType>(
    _ element: Element, _ selector: @MainActor (Element) -> Inner
) -> Observable<Inner.Element> {
    MainActor.enterIfOnMain { selector(element).asObservable() } ?? .empty()
}
