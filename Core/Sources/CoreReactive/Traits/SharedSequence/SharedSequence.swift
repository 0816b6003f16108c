/// A sequence that cannot fail, delivers on the main queue and shares one subscription to its
/// source among its observers: RxCocoa's `SharedSequence`, behind `Driver` and `Signal`.
///
/// It is not an `ObservableType`, so it is consumed with `drive` or `emit` (whose closures the
/// compiler checks as main-actor code), not `subscribe`; `asObservable()` leaves the guarantees.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: ObservableConvertibleType, Sendable {
    @usableFromInline let source: Observable<Element>

    /// Wraps `source`, which must already be on the sharing scheduler and unable to fail,
    /// sharing it as the strategy says.
    @inlinable
    init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    /// The sequence as a plain `Observable`.
    @inlinable
    public func asObservable() -> Observable<Element> { source }

    /// The sequence itself (RxCocoa's conversion, for code generic over the strategy).
    @inlinable
    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { self }
}

/// How a `SharedSequence` shares its source among observers.
public protocol SharingStrategyProtocol: Sendable {
    /// Where the sequence delivers its events: the main queue, or the scheduler a test put in
    /// its place with `SharingScheduler.mock`.
    static var scheduler: SchedulerType { get }

    /// `source`, shared.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

extension SharingStrategyProtocol {
    /// `SharingScheduler.make()`, as both of RxCocoa's strategies answer.
    @inlinable
    public static var scheduler: SchedulerType { SharingScheduler.make() }
}

/// `Driver`'s sharing: the latest element is replayed to each new observer, as UI state needs.
public enum DriverSharingStrategy: SharingStrategyProtocol {
    /// `source.share(replay: 1, scope: .whileConnected)`.
    @inlinable
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> where Element: Sendable {
        source.share(replay: 1, scope: .whileConnected)
    }
}

/// `Signal`'s sharing: nothing is replayed, as events such as taps need.
public enum SignalSharingStrategy: SharingStrategyProtocol {
    /// `source.share(scope: .whileConnected)`.
    @inlinable
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> where Element: Sendable {
        source.share(scope: .whileConnected)
    }
}

/// UI state: cannot fail, delivers on the main queue, replays its latest element.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// UI events: cannot fail, delivers on the main queue, replays nothing.
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>
