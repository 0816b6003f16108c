extension ObservableType {
    /// Emits this sequence's elements, then, once it completes, `second`'s.
    @inlinable
    public func concat<Second: ObservableConvertibleType>(_ second: Second) -> Observable<Element>
    where Second.Element == Element, Element: Sendable {
        Observable<Element>.concat([asObservable(), second.asObservable()])
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Runs the inner sequences one after another.
    @inlinable
    public func concat() -> Observable<Element.Element> where Element.Element: Sendable {
        merging(maxConcurrent: 1) { $0.asObservable() }
    }
}

extension Observable {
    /// Runs the sources one after another.
    @inlinable
    public static func concat<Sources: Swift.Sequence>(_ sources: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element>, Element: Sendable {
        Observable<Observable<Element>>.emittingAtOnce(Array(sources)).concat()
    }

    /// Runs the sources one after another.
    @inlinable
    public static func concat(_ sources: [Observable<Element>]) -> Observable<Element> where Element: Sendable {
        Observable<Observable<Element>>.emittingAtOnce(sources).concat()
    }

    /// Runs the sources one after another.
    @inlinable
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> where Element: Sendable {
        Observable<Observable<Element>>.emittingAtOnce(sources).concat()
    }

    /// Runs subjects, relays or traits of one type one after another.
    @inlinable @_disfavoredOverload
    public static func concat<Source: ObservableConvertibleType>(_ sources: Source...) -> Observable<Element>
    where Source.Element == Element, Element: Sendable {
        Observable<Observable<Element>>.emittingAtOnce(sources.map { $0.asObservable() }).concat()
    }
}
