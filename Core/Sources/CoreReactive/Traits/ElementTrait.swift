/// The traits whose sequences carry an element, `Single` and `Maybe`: the operators that treat
/// the element alike in both are defined once, here. A trait is a type with no values, so it
/// is `Sendable`, and operator closures may name it.
public protocol ElementTrait: Sendable {}

extension PrimitiveSequence where Trait: ElementTrait {
    /// Succeeds with `element`.
    @inlinable
    public static func just(_ element: Element) -> PrimitiveSequence<Trait, Element> where Element: Sendable {
        PrimitiveSequence(raw: .just(element))
    }

    /// Succeeds with `element` on `scheduler`.
    @inlinable
    public static func just(
        _ element: Element, scheduler: ImmediateSchedulerType
    ) -> PrimitiveSequence<Trait, Element> where Element: Sendable {
        PrimitiveSequence(raw: .just(element, scheduler: scheduler))
    }

    /// Transforms the element; a single stays a single, a maybe a maybe.
    @inlinable
    public func map<Result>(
        _ transform: @escaping @Sendable (Element) throws -> Result
    ) -> PrimitiveSequence<Trait, Result> {
        PrimitiveSequence<Trait, Result>(raw: source.map(transform))
    }

    /// Transforms the element, completing empty for nil.
    @inlinable
    public func compactMap<Result>(_ transform: @escaping @Sendable (Element) throws -> Result?) -> Maybe<Result> {
        Maybe<Result>(raw: source.compactMap(transform))
    }

    /// Keeps the element when `predicate` holds; completes empty otherwise.
    @inlinable
    public func filter(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: source.filter(predicate))
    }

    /// Chains another sequence of the same trait on success.
    @inlinable
    public func flatMap<Result>(
        _ selector: @escaping @Sendable (Element) throws -> PrimitiveSequence<Trait, Result>
    ) -> PrimitiveSequence<Trait, Result> where Result: Sendable {
        PrimitiveSequence<Trait, Result>(raw: source.flatMap { try selector($0).source })
    }

    /// On failure, succeeds with `element`.
    @inlinable
    public func catchAndReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> where Element: Sendable {
        PrimitiveSequence(raw: source.catchAndReturn(element))
    }

    /// Ignores the element: completes once the sequence ends.
    @inlinable
    public func asCompletable() -> Completable { Completable(raw: source.ignoreElements()) }
}
