extension ObservableType {
    /// Emits `elements` before the sequence's own elements.
    @inlinable
    public func startWith(_ elements: Element...) -> Observable<Element> where Element: Sendable {
        Observable<Element>.concat([Observable<Element>.emittingAtOnce(elements), asObservable()])
    }
}
