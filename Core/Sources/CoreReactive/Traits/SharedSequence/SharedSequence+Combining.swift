// RxCocoa's combining operators on `Driver` and `Signal`. Every source already delivers on the
// sharing scheduler and cannot fail, so what is built from them keeps both guarantees, and
// their result selectors are main-actor closures.

extension SharedSequence {
    /// Combines every source's elements by index.
    @inlinable
    public static func zip<Sources: Swift.Collection, Item: Sendable>(
        _ collection: Sources, resultSelector: @escaping @MainActor ([Item]) -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where Sources.Element == SharedSequence<SharingStrategy, Item>, Element: Sendable {
        SharedSequence(
            Observable.zip(collection.map { $0.asObservable() }) { items in
                MainActor.enterIfOnMain { resultSelector(items) }
            }
            .compactMap { $0 })
    }

    /// Combines the latest elements of every source whenever any emits, once each has.
    @inlinable
    public static func combineLatest<Sources: Swift.Collection, Item: Sendable>(
        _ collection: Sources, resultSelector: @escaping @MainActor ([Item]) -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where Sources.Element == SharedSequence<SharingStrategy, Item>, Element: Sendable {
        SharedSequence(
            Observable.combineLatest(collection.map { $0.asObservable() }) { items in
                MainActor.enterIfOnMain { resultSelector(items) }
            }
            .compactMap { $0 })
    }

    /// Runs the sources one after another.
    @inlinable
    public static func concat<Sources: Swift.Sequence>(
        _ sources: Sources
    ) -> SharedSequence<SharingStrategy, Element>
    where Sources.Element == SharedSequence<SharingStrategy, Element>, Element: Sendable {
        SharedSequence(Observable.concat(sources.map { $0.asObservable() }))
    }
}

extension SharedSequence where Element: Sendable {
    /// Combines every source's elements by index into arrays.
    @inlinable
    public static func zip<Sources: Swift.Collection>(
        _ collection: Sources
    ) -> SharedSequence<SharingStrategy, [Element]> where Sources.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable.zip(collection.map { $0.asObservable() }))
    }

    /// Combines the latest elements of every source into arrays, once each has emitted.
    @inlinable
    public static func combineLatest<Sources: Swift.Collection>(
        _ collection: Sources
    ) -> SharedSequence<SharingStrategy, [Element]> where Sources.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable.combineLatest(collection.map { $0.asObservable() }))
    }
}

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType, Element.Element: Sendable {
    /// Follows the latest inner sequence, letting the one before go. The result shares as the
    /// inner sequences do (a driver of signals gives a signal), as in RxCocoa.
    @inlinable
    public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asObservable() }.switchLatest())
    }

    /// Merges the inner sequences as they emit; the result shares as they do.
    @inlinable
    public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asObservable() }.merge())
    }

    /// Merges the inner sequences, with at most `maxConcurrent` subscribed at once; the rest
    /// wait their turn in order. The result shares as the inner sequences do.
    @inlinable
    public func merge(maxConcurrent: Int) -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asObservable() }.merge(maxConcurrent: maxConcurrent))
    }
}
