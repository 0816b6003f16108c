// RxCocoa's operators on `Driver` and `Signal`: each keeps the guarantees (no error, main
// queue, shared), so its closures cannot throw and its inner sequences are shared sequences too.
// A shared sequence delivers on the main queue, so the closures of the operators that run on
// its elements are main-actor closures, checked by the compiler as main-actor code and entered
// through `MainActor.enterIfOnMain`, which reports rather than traps should a mocked scheduler
// run them off the main thread.

extension SharedSequenceConvertibleType where Element: Sendable {
    /// Transforms each element, on the main actor.
    @inlinable
    public func map<Result>(
        _ transform: @escaping @MainActor (Element) -> Result
    ) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence<SharingStrategy, Result>(
            asObservable().compactMap { element in MainActor.enterIfOnMain { transform(element) } })
    }

    /// Transforms each element, on the main actor, and drops the nils.
    @inlinable
    public func compactMap<Result>(
        _ transform: @escaping @MainActor (Element) -> Result?
    ) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence<SharingStrategy, Result>(
            asObservable().compactMap { element in MainActor.enterIfOnMain { transform(element) } ?? nil })
    }

    /// Keeps the elements that satisfy `predicate`, asked on the main actor.
    @inlinable
    public func filter(
        _ predicate: @escaping @MainActor (Element) -> Bool
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Element>(
            asObservable().filter { element in MainActor.enterIfOnMain { predicate(element) } ?? false })
    }

    /// Drops elements that `comparer`, asked on the main actor, says equal the previous one.
    @inlinable
    public func distinctUntilChanged(
        _ comparer: @escaping @MainActor (Element, Element) -> Bool
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Element>(
            asObservable().distinctUntilChanged { old, new in MainActor.enterIfOnMain { comparer(old, new) } ?? true })
    }

    /// Drops elements whose key, made by `keySelector` on the main actor, equals the previous
    /// element's.
    @inlinable
    public func distinctUntilChanged<Key: Equatable & Sendable>(
        _ keySelector: @escaping @MainActor (Element) -> Key
    ) -> SharedSequence<SharingStrategy, Element> {
        // Each element's key is made once, as RxCocoa makes it, and kept for the next one.
        SharedSequence<SharingStrategy, Element>(
            asObservable().distinctUntilChanged { element in MainActor.enterIfOnMain { keySelector(element) } })
    }

    /// Drops elements whose key, made by `keySelector`, `comparer` says equals the previous
    /// element's; both run on the main actor.
    @inlinable
    public func distinctUntilChanged<Key: Sendable>(
        _ keySelector: @escaping @MainActor (Element) -> Key, comparer: @escaping @MainActor (Key, Key) -> Bool
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Element>(
            asObservable().distinctUntilChanged(
                { element in MainActor.enterIfOnMain { keySelector(element) } },
                comparer: { old, new in
                    // A key missing (made off the main actor, and reported) counts as no change.
                    guard let old, let new else { return true }
                    return MainActor.enterIfOnMain { comparer(old, new) } ?? true
                }))
    }

    /// Starts a shared sequence per element, made on the main actor, following only the latest
    /// one; the result shares as the inner sequences do (a driver of signals gives a signal),
    /// as in RxCocoa.
    @inlinable
    public func flatMapLatest<Sharing, Result>(
        _ selector: @escaping @MainActor (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> where Result: Sendable {
        SharedSequence<Sharing, Result>(asObservable().flatMapLatest { element in inner(element, selector) })
    }

    /// Starts a shared sequence per element, made on the main actor, and merges them all; the
    /// result shares as the inner sequences do.
    @inlinable
    public func flatMap<Sharing, Result>(
        _ selector: @escaping @MainActor (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> where Result: Sendable {
        SharedSequence<Sharing, Result>(asObservable().flatMap { element in inner(element, selector) })
    }

    /// Starts a shared sequence per element, made on the main actor, ignoring elements while
    /// one is running; the result shares as the inner sequences do.
    @inlinable
    public func flatMapFirst<Sharing, Result>(
        _ selector: @escaping @MainActor (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> where Result: Sendable {
        SharedSequence<Sharing, Result>(asObservable().flatMapFirst { element in inner(element, selector) })
    }

    /// Emits each intermediate result of folding the elements into `seed`, on the main actor.
    @inlinable
    public func scan<Accumulate>(
        _ seed: Accumulate, accumulator: @escaping @MainActor (Accumulate, Element) -> Accumulate
    ) -> SharedSequence<SharingStrategy, Accumulate> where Accumulate: Sendable {
        SharedSequence<SharingStrategy, Accumulate>(
            asObservable().scan(seed) { sum, element in MainActor.enterIfOnMain { accumulator(sum, element) } ?? sum })
    }

    /// Combines each element with the latest one of `second`, on the main actor, once `second`
    /// has emitted.
    @inlinable
    public func withLatestFrom<SecondStrategy, Second, Result>(
        _ second: SharedSequence<SecondStrategy, Second>,
        resultSelector: @escaping @MainActor (Element, Second) -> Result
    ) -> SharedSequence<SharingStrategy, Result> where Second: Sendable, Result: Sendable {
        SharedSequence<SharingStrategy, Result>(
            asObservable().withLatestFrom(second.asObservable()) { first, second in
                MainActor.enterIfOnMain { resultSelector(first, second) }
            }
            .compactMap { $0 })
    }

    /// Runs side effects for the sequence's events on the main actor, and for its lifecycle on
    /// the thread that subscribes or disposes, without changing it.
    @inlinable
    public func `do`(
        onNext: (@MainActor (Element) -> Void)? = nil, afterNext: (@MainActor (Element) -> Void)? = nil,
        onCompleted: (@MainActor () -> Void)? = nil, afterCompleted: (@MainActor () -> Void)? = nil,
        onSubscribe: (@Sendable () -> Void)? = nil, onSubscribed: (@Sendable () -> Void)? = nil,
        onDispose: (@Sendable () -> Void)? = nil
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Element>(
            asObservable().do(
                onNext: enteringMain(onNext), afterNext: enteringMain(afterNext),
                onCompleted: enteringMain(onCompleted), afterCompleted: enteringMain(afterCompleted),
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }
}

/// `effect`, called from any thread, entered on the main actor (see `MainActor.enterIfOnMain`).
@inlinable
func enteringMain<Value: Sendable>(_ effect: (@MainActor (Value) -> Void)?) -> (@Sendable (Value) -> Void)? {
    guard let effect else { return nil }
    return { value in _ = MainActor.enterIfOnMain { effect(value) } }
}

/// `effect`, called from any thread, entered on the main actor.
@inlinable
func enteringMain(_ effect: (@MainActor () -> Void)?) -> (@Sendable () -> Void)? {
    guard let effect else { return nil }
    return { _ = MainActor.enterIfOnMain { effect() } }
}

extension SharedSequenceConvertibleType {
    /// Drops the first `count` elements.
    @inlinable
    public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Element>(asObservable().skip(count))
    }

    /// Prints the sequence's subscriptions, events and disposal, as `Observable.debug`.
    @inlinable
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
        function: String = #function
    ) -> SharedSequence<SharingStrategy, Element> where Element: Sendable {
        SharedSequence<SharingStrategy, Element>(
            asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    /// Emits `elements` first, then the sequence's own.
    @inlinable
    public func startWith(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> where Element: Sendable {
        SharedSequence<SharingStrategy, Element>(Observable.emittingAtOnce(elements).concat(asObservable()))
    }

    /// Replaces each element with the latest one of `second`, once `second` has emitted.
    @inlinable
    public func withLatestFrom<SecondStrategy, Second>(
        _ second: SharedSequence<SecondStrategy, Second>
    ) -> SharedSequence<SharingStrategy, Second> where Second: Sendable {
        SharedSequence<SharingStrategy, Second>(asObservable().withLatestFrom(second.asObservable()))
    }

    /// Emits an element only after `dueTime` passed without another one.
    @inlinable
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element>
    where Element: Sendable {
        SharedSequence<SharingStrategy, Element>(asObservable().debounce(dueTime, scheduler: SharingScheduler.timing))
    }

    /// Emits at most one element per `dueTime`: the first, and the latest at the end of the
    /// window when `latest`.
    @inlinable
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element>
    where Element: Sendable {
        SharedSequence<SharingStrategy, Element>(
            asObservable().throttle(dueTime, latest: latest, scheduler: SharingScheduler.timing))
    }

    /// Delays each element by `dueTime`.
    @inlinable
    public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> where Element: Sendable {
        SharedSequence<SharingStrategy, Element>(asObservable().delay(dueTime, scheduler: SharingScheduler.timing))
    }
}

extension SharedSequenceConvertibleType where Element: Equatable {
    /// Drops elements equal to the previous one.
    @inlinable
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> where Element: Sendable {
        SharedSequence<SharingStrategy, Element>(asObservable().distinctUntilChanged())
    }
}

extension SharedSequence {
    /// The elements of every source, as they come.
    @inlinable
    public static func merge(
        _ sources: SharedSequence<SharingStrategy, Element>...
    ) -> SharedSequence<SharingStrategy, Element> where Element: Sendable {
        merge(sources)
    }

    /// The elements of every source, as they come.
    @inlinable
    public static func merge<Sources: Swift.Collection>(
        _ sources: Sources
    ) -> SharedSequence<SharingStrategy, Element>
    where Sources.Element == SharedSequence<SharingStrategy, Element>, Element: Sendable {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }
}
