// RxCocoa's operators on `Driver` and `Signal`: each keeps the guarantees (no error, main
// queue, shared), so its closures cannot throw and its inner sequences are shared sequences too.

extension SharedSequence {
    /// Transforms each element.
    @inlinable
    public func map<Result>(
        _ transform: @escaping @Sendable (Element) -> Result
    ) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence<SharingStrategy, Result>(source.map(transform))
    }

    /// Transforms each element and drops the nils.
    @inlinable
    public func compactMap<Result>(
        _ transform: @escaping @Sendable (Element) -> Result?
    ) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence<SharingStrategy, Result>(source.compactMap(transform))
    }

    /// Keeps the elements that satisfy `predicate`.
    @inlinable
    public func filter(_ predicate: @escaping @Sendable (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(source.filter(predicate))
    }

    /// Drops elements that `comparer` says equal the previous one.
    @inlinable
    public func distinctUntilChanged(
        _ comparer: @escaping @Sendable (Element, Element) -> Bool
    ) -> SharedSequence<SharingStrategy, Element> where Element: Sendable {
        SharedSequence(source.distinctUntilChanged(comparer))
    }

    /// Starts a shared sequence per element, following only the latest one.
    @inlinable
    public func flatMapLatest<Result>(
        _ selector: @escaping @Sendable (Element) -> SharedSequence<SharingStrategy, Result>
    ) -> SharedSequence<SharingStrategy, Result> where Result: Sendable {
        SharedSequence<SharingStrategy, Result>(source.flatMapLatest { selector($0).asObservable() })
    }

    /// Starts a shared sequence per element and merges them all.
    @inlinable
    public func flatMap<Result>(
        _ selector: @escaping @Sendable (Element) -> SharedSequence<SharingStrategy, Result>
    ) -> SharedSequence<SharingStrategy, Result> where Result: Sendable {
        SharedSequence<SharingStrategy, Result>(source.flatMap { selector($0).asObservable() })
    }

    /// Starts a shared sequence per element, ignoring elements while one is running.
    @inlinable
    public func flatMapFirst<Result>(
        _ selector: @escaping @Sendable (Element) -> SharedSequence<SharingStrategy, Result>
    ) -> SharedSequence<SharingStrategy, Result> where Result: Sendable {
        SharedSequence<SharingStrategy, Result>(source.flatMapFirst { selector($0).asObservable() })
    }

    /// Emits each intermediate result of folding the elements into `seed`.
    @inlinable
    public func scan<Accumulate>(
        _ seed: Accumulate, accumulator: @escaping @Sendable (Accumulate, Element) -> Accumulate
    ) -> SharedSequence<SharingStrategy, Accumulate> where Accumulate: Sendable {
        SharedSequence<SharingStrategy, Accumulate>(source.scan(seed, accumulator: accumulator))
    }

    /// Drops the first `count` elements.
    @inlinable
    public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(source.skip(count))
    }

    /// Prints the sequence's subscriptions, events and disposal, as `Observable.debug`.
    @inlinable
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
        function: String = #function
    ) -> SharedSequence<SharingStrategy, Element> where Element: Sendable {
        SharedSequence(
            source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    /// Emits `elements` first, then the sequence's own.
    @inlinable
    public func startWith(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> where Element: Sendable {
        SharedSequence(Observable.from(elements).concat(source))
    }

    /// Combines each element with the latest one of `second`, once `second` has emitted.
    @inlinable
    public func withLatestFrom<SecondStrategy, Second, Result>(
        _ second: SharedSequence<SecondStrategy, Second>,
        resultSelector: @escaping @Sendable (Element, Second) -> Result
    ) -> SharedSequence<SharingStrategy, Result> where Second: Sendable, Result: Sendable {
        SharedSequence<SharingStrategy, Result>(
            source.withLatestFrom(second.asObservable(), resultSelector: resultSelector))
    }

    /// Replaces each element with the latest one of `second`, once `second` has emitted.
    @inlinable
    public func withLatestFrom<SecondStrategy, Second>(
        _ second: SharedSequence<SecondStrategy, Second>
    ) -> SharedSequence<SharingStrategy, Second> where Second: Sendable {
        SharedSequence<SharingStrategy, Second>(source.withLatestFrom(second.asObservable()))
    }

    /// Emits an element only after `dueTime` passed without another one.
    @inlinable
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element>
    where Element: Sendable {
        SharedSequence(source.debounce(dueTime, scheduler: SharingScheduler.timing))
    }

    /// Emits at most one element per `dueTime`: the first, and the latest at the end of the
    /// window when `latest`.
    @inlinable
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element>
    where Element: Sendable {
        SharedSequence(source.throttle(dueTime, latest: latest, scheduler: SharingScheduler.timing))
    }

    /// Delays each element by `dueTime`.
    @inlinable
    public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> where Element: Sendable {
        SharedSequence(source.delay(dueTime, scheduler: SharingScheduler.timing))
    }

    /// Runs side effects for the sequence's events and lifecycle without changing it.
    @inlinable
    public func `do`(
        onNext: (@Sendable (Element) -> Void)? = nil, afterNext: (@Sendable (Element) -> Void)? = nil,
        onCompleted: (@Sendable () -> Void)? = nil, afterCompleted: (@Sendable () -> Void)? = nil,
        onSubscribe: (@Sendable () -> Void)? = nil, onSubscribed: (@Sendable () -> Void)? = nil,
        onDispose: (@Sendable () -> Void)? = nil
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(
            source.do(
                onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }
}

extension SharedSequence where Element: Equatable {
    /// Drops elements equal to the previous one.
    @inlinable
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> where Element: Sendable {
        SharedSequence(source.distinctUntilChanged())
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

    /// Combines the latest elements of two sources whenever either emits, once both have.
    @inlinable
    public static func combineLatest<First, Second>(
        _ first: SharedSequence<SharingStrategy, First>, _ second: SharedSequence<SharingStrategy, Second>,
        resultSelector: @escaping @Sendable (First, Second) -> Element
    ) -> SharedSequence<SharingStrategy, Element> where First: Sendable, Second: Sendable, Element: Sendable {
        SharedSequence(
            Observable.combineLatest(first.asObservable(), second.asObservable(), resultSelector: resultSelector))
    }

    /// Combines the latest elements of three sources whenever any emits, once all have.
    @inlinable
    public static func combineLatest<First, Second, Third>(
        _ first: SharedSequence<SharingStrategy, First>, _ second: SharedSequence<SharingStrategy, Second>,
        _ third: SharedSequence<SharingStrategy, Third>,
        resultSelector: @escaping @Sendable (First, Second, Third) -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where First: Sendable, Second: Sendable, Third: Sendable, Element: Sendable {
        SharedSequence(
            Observable.combineLatest(
                first.asObservable(), second.asObservable(), third.asObservable(), resultSelector: resultSelector))
    }

    /// Combines the latest elements of two sources into tuples.
    @inlinable
    public static func combineLatest<First, Second>(
        _ first: SharedSequence<SharingStrategy, First>, _ second: SharedSequence<SharingStrategy, Second>
    ) -> SharedSequence<SharingStrategy, Element> where Element == (First, Second), First: Sendable, Second: Sendable {
        combineLatest(first, second) { ($0, $1) }
    }
}
