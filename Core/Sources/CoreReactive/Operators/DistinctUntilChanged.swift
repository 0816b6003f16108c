extension ObservableType {
    /// Drops elements that `comparer` calls equal to the previous one passed on.
    @inlinable @_disfavoredOverload
    public func distinctUntilChanged(
        _ comparer: @escaping @Sendable (Element, Element) throws -> Bool
    ) -> Observable<Element> where Element: Sendable {
        distinctUntilChanged({ $0 }, comparer: comparer)
    }

    /// Drops elements whose key equals the key of the previous element passed on.
    @inlinable @_disfavoredOverload
    public func distinctUntilChanged<Key: Equatable & Sendable>(
        _ keySelector: @escaping @Sendable (Element) throws -> Key
    ) -> Observable<Element> {
        distinctUntilChanged(keySelector, comparer: { $0 == $1 })
    }

    /// Drops elements whose key `comparer` calls equal to the key of the previous element
    /// passed on; a throwing selector or comparer ends the sequence with its error.
    @inlinable
    public func distinctUntilChanged<Key: Sendable>(
        _ keySelector: @escaping @Sendable (Element) throws -> Key,
        comparer: @escaping @Sendable (Key, Key) throws -> Bool
    ) -> Observable<Element> {
        lift(state: { Key?.none }) { previous, event, sink in
            switch event {
            case .next(let element):
                guard !sink.isFinished else { return }
                do {
                    let key = try keySelector(element)
                    if let previous, try comparer(previous, key) { return }
                    previous = key
                    sink.forwardNext(element)
                } catch {
                    sink.forwardTerminal(.error(error))
                }
            case .error, .completed: sink.forwardTerminal(event)
            }
        }
    }

    /// Drops elements whose property at `keyPath` equals the previous element's.
    @inlinable
    public func distinctUntilChanged<Property: Equatable & Sendable>(
        at keyPath: KeyPath<Element, Property> & Sendable
    ) -> Observable<Element> {
        distinctUntilChanged { $0[keyPath: keyPath] }
    }
}

extension ObservableType where Element: Equatable {
    /// Drops elements equal to the previous one.
    @inlinable
    public func distinctUntilChanged() -> Observable<Element> where Element: Sendable {
        distinctUntilChanged({ $0 }, comparer: ==)
    }
}
