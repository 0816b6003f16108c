/// A sequence with a narrower grammar than `Observable`, named by its trait: `Single`
/// (one element or an error), `Maybe` (at most one element, or an error) or `Completable`
/// (no elements; completion or an error). As in RxSwift, the operators shared by every
/// trait are defined here once.
public struct PrimitiveSequence<Trait, Element> {
    @usableFromInline
    let source: Observable<Element>

    /// Wraps a source already known to follow the trait's grammar.
    @inlinable
    init(raw source: Observable<Element>) {
        self.source = source
    }
}

// Not `Sendable`, as `Observable` is not: a trait holds the closures of its operators, and
// whether those may run on another thread depends on what they capture, which only the
// compiler at the capture site can check. `Single<Int>.just(1).map { counter.n += 1 }` must
// not be handed to another task.

/// Anything that can be seen as a `PrimitiveSequence`.
public protocol PrimitiveSequenceType {
    /// The trait: `SingleTrait`, `MaybeTrait` or `CompletableTrait`.
    associatedtype Trait
    /// The element type.
    associatedtype Element
    /// This sequence as a `PrimitiveSequence`.
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    /// Itself.
    public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// The sequence as an observable.
    @inlinable
    public func asObservable() -> Observable<Element> { source }
}

extension PrimitiveSequence {
    /// Fails with `error`.
    @inlinable
    public static func error(_ error: Swift.Error) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: .error(error))
    }

    /// Never finishes.
    @inlinable
    public static func never() -> PrimitiveSequence<Trait, Element> { PrimitiveSequence(raw: .never()) }

    /// A sequence built anew by `factory` for each subscriber.
    @inlinable
    public static func deferred(
        _ factory: @escaping @Sendable () throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: .deferred { try factory().source })
    }

    /// Makes a resource per subscriber, runs the sequence built from it, and disposes the
    /// resource when that sequence terminates or the subscriber leaves.
    @inlinable
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping @Sendable () throws -> Resource,
        primitiveSequenceFactory: @escaping @Sendable (Resource) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: .using(resourceFactory) { try primitiveSequenceFactory($0).source })
    }

    /// Shifts the outcome by `dueTime`; an error passes at once.
    @inlinable
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element>
    where Element: Sendable {
        PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler))
    }

    /// Subscribes to the source `dueTime` after the subscriber subscribes.
    @inlinable
    public func delaySubscription(
        _ dueTime: RxTimeInterval, scheduler: SchedulerType
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delaySubscription(dueTime, scheduler: scheduler))
    }

    /// Delivers the outcome on `scheduler`.
    @inlinable
    public func observe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element>
    where Element: Sendable {
        PrimitiveSequence(raw: source.observe(on: scheduler))
    }

    /// Subscribes (and unsubscribes) on `scheduler`.
    @inlinable
    public func subscribe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.subscribe(on: scheduler))
    }

    /// On failure, continues with the sequence `handler` returns for the error.
    @inlinable
    public func `catch`(
        _ handler: @escaping @Sendable (Swift.Error) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.catch { try handler($0).source })
    }

    /// Subscribes up to `maxAttemptCount` times in all; the last failure is passed on.
    @inlinable
    public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(maxAttemptCount))
    }

    /// Resubscribes after a failure each time the trigger emits (see `Observable.retry(when:)`).
    @inlinable
    public func retry<Trigger: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping @Sendable (Observable<Error>) -> Trigger
    ) -> PrimitiveSequence<Trait, Element> where Trigger.Element: Sendable {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// Resubscribes after a failure each time the trigger emits (see `Observable.retry(when:)`).
    @inlinable
    public func retry<Trigger: ObservableType>(
        when notificationHandler: @escaping @Sendable (Observable<Swift.Error>) -> Trigger
    ) -> PrimitiveSequence<Trait, Element> where Trigger.Element: Sendable {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// Fails with `RxError.timeout` when the outcome does not arrive within `dueTime`.
    @inlinable
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element>
    where Element: Sendable {
        PrimitiveSequence(raw: source.timeout(dueTime, scheduler: scheduler))
    }

    /// Switches to `other` when the outcome does not arrive within `dueTime`.
    @inlinable
    public func timeout(
        _ dueTime: RxTimeInterval, other: PrimitiveSequence<Trait, Element>, scheduler: SchedulerType
    ) -> PrimitiveSequence<Trait, Element> where Element: Sendable {
        PrimitiveSequence(raw: source.timeout(dueTime, other: other.source, scheduler: scheduler))
    }
}

extension PrimitiveSequence where Element: FixedWidthInteger {
    /// Emits 0 after `dueTime` on `scheduler`.
    @inlinable
    public static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element>
    where Element: Sendable {
        PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
    }
}
