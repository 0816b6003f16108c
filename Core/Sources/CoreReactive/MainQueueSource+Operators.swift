/// A sequence whose events arrive on the main queue, used where code asks for a plain
/// `Observable<T>`: its operators take main-actor closures, checked by the compiler as
/// main-actor code, and return an `Observable`, which says nothing more about where it
/// delivers (an inner sequence of `flatMap` may deliver anywhere).
///
/// `MainQueueObservableType` refines it, and is the protocol a type conforms to; where no
/// result type is asked for, or a `MainActorObservable` is, its operators are chosen instead
/// and keep the main queue in the result's type. `ObservableType`'s operators, whose closures
/// are `@Sendable`, are left to a chain that is not on the main queue by its type, or to a
/// closure that is not main-actor code (one over an element that is not `Sendable`).
public protocol MainQueueSourceType: ObservableType {}

extension MainQueueSourceType where Element: Sendable {
    /// Transforms each element, on the main actor.
    @inlinable
    public func map<Result: Sendable>(_ transform: @escaping @MainActor (Element) -> Result) -> Observable<Result> {
        asObservable().compactMap { element in MainActor.enterIfOnMain { transform(element) } }
    }

    /// Transforms each element, on the main actor, and drops the nils.
    @inlinable
    public func compactMap<Result: Sendable>(
        _ transform: @escaping @MainActor (Element) -> Result?
    ) -> Observable<Result> {
        asObservable().compactMap { element in MainActor.enterIfOnMain { transform(element) } ?? nil }
    }

    /// Keeps the elements that satisfy `predicate`, asked on the main actor.
    @inlinable
    public func filter(_ predicate: @escaping @MainActor (Element) -> Bool) -> Observable<Element> {
        asObservable().filter { element in MainActor.enterIfOnMain { predicate(element) } ?? false }
    }

    /// Drops elements that `comparer`, asked on the main actor, says equal the previous one.
    @inlinable
    public func distinctUntilChanged(
        _ comparer: @escaping @MainActor (Element, Element) -> Bool
    ) -> Observable<Element> {
        asObservable().distinctUntilChanged { old, new in MainActor.enterIfOnMain { comparer(old, new) } ?? true }
    }

    /// Drops elements whose key, made by `keySelector` on the main actor, equals the previous
    /// element's.
    @inlinable
    public func distinctUntilChanged<Key: Equatable & Sendable>(
        _ keySelector: @escaping @MainActor (Element) -> Key
    ) -> Observable<Element> {
        // Each element's key is made once and kept for the next one.
        asObservable().distinctUntilChanged { element in MainActor.enterIfOnMain { keySelector(element) } }
    }

    /// Emits each intermediate result of folding the elements into `seed`, on the main actor.
    @inlinable
    public func scan<Accumulate: Sendable>(
        _ seed: Accumulate, accumulator: @escaping @MainActor (Accumulate, Element) -> Accumulate
    ) -> Observable<Accumulate> {
        asObservable().scan(seed) { sum, element in MainActor.enterIfOnMain { accumulator(sum, element) } ?? sum }
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
    ) -> Observable<Element> {
        asObservable().do(
            onNext: enteringMain(onNext), afterNext: enteringMain(afterNext), onError: enteringMain(onError),
            afterError: enteringMain(afterError), onCompleted: enteringMain(onCompleted),
            afterCompleted: enteringMain(afterCompleted), onSubscribe: onSubscribe, onSubscribed: onSubscribed,
            onDispose: onDispose)
    }

    /// Combines each element with the latest one of `second`, on the main actor, once
    /// `second` has emitted; `second` may emit on any thread.
    @inlinable
    public func withLatestFrom<Second: ObservableConvertibleType, Result: Sendable>(
        _ second: Second, resultSelector: @escaping @MainActor (Element, Second.Element) -> Result
    ) -> Observable<Result> where Second.Element: Sendable {
        asObservable().withLatestFrom(second) { first, second in
            MainActor.enterIfOnMain { resultSelector(first, second) }
        }
        .compactMap { $0 }
    }

    /// Starts the sequence `selector` makes of each element on the main actor, and merges them
    /// all; they deliver wherever they do.
    @inlinable
    public func flatMap<Inner: ObservableConvertibleType>(
        _ selector: @escaping @MainActor (Element) -> Inner
    ) -> Observable<Inner.Element> where Inner.Element: Sendable {
        asObservable().flatMap { element in inner(element, selector) }
    }

    /// Starts the sequence `selector` makes of each element on the main actor, following only
    /// the latest.
    @inlinable
    public func flatMapLatest<Inner: ObservableConvertibleType>(
        _ selector: @escaping @MainActor (Element) -> Inner
    ) -> Observable<Inner.Element> where Inner.Element: Sendable {
        asObservable().flatMapLatest { element in inner(element, selector) }
    }

    /// Starts the sequence `selector` makes of an element on the main actor while none runs,
    /// ignoring the elements that arrive meanwhile.
    @inlinable
    public func flatMapFirst<Inner: ObservableConvertibleType>(
        _ selector: @escaping @MainActor (Element) -> Inner
    ) -> Observable<Inner.Element> where Inner.Element: Sendable {
        asObservable().flatMapFirst { element in inner(element, selector) }
    }

    /// Runs the sequences `selector` makes of each element on the main actor one after
    /// another, in order.
    @inlinable
    public func concatMap<Inner: ObservableConvertibleType>(
        _ selector: @escaping @MainActor (Element) -> Inner
    ) -> Observable<Inner.Element> where Inner.Element: Sendable {
        asObservable().concatMap { element in inner(element, selector) }
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
