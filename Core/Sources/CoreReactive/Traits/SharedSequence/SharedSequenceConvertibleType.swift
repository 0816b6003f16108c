/// Anything that can be seen as a `SharedSequence` (RxCocoa's protocol): a type of the app's
/// own, such as an activity indicator, then converts with `asDriver()` or `asSignal()` and
/// works wherever an observable is expected.
public protocol SharedSequenceConvertibleType<Element>: ObservableConvertibleType {
    /// How the sequence shares its source: `DriverSharingStrategy` or `SignalSharingStrategy`.
    associatedtype SharingStrategy: SharingStrategyProtocol

    /// This sequence as a `SharedSequence`.
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
    /// The shared sequence as a plain `Observable`.
    @inlinable
    public func asObservable() -> Observable<Element> {
        asSharedSequence().asObservable()
    }
}

extension SharedSequence: SharedSequenceConvertibleType {}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// This sequence as a `Driver`.
    @inlinable
    public func asDriver() -> Driver<Element> {
        asSharedSequence()
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// This sequence as a `Signal`.
    @inlinable
    public func asSignal() -> Signal<Element> {
        asSharedSequence()
    }
}
