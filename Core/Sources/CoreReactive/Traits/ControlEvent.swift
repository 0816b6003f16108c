import CoreSupport

/// A sequence that can be seen as a `ControlEvent` (RxCocoa's protocol).
public protocol ControlEventType<Element>: ObservableType {
    /// This sequence as a `ControlEvent`.
    func asControlEvent() -> ControlEvent<Element>
}

/// A control's events, such as a button's taps, as RxCocoa's `ControlEvent`: generic, with no
/// UIKit. A view makes one from its own event source (`ControlEvent(events: taps)`).
///
/// Its contract, which the view that makes it keeps: it never fails, it completes when the
/// control goes away, and its events arrive on the main thread, as a control's do. The
/// subscription itself is made on the main queue (`subscribe(on:
/// ConcurrentMainScheduler.instance)`, at once when subscribing there), so a source that
/// registers a target with the control does so on the main thread. What is checked by the
/// compiler: the elements are `Sendable`, and `asSignal()` and `asDriver()` deliver on the
/// main queue, where `emit` and `drive` run their main-actor closures.
public struct ControlEvent<PropertyType: Sendable>: ControlEventType, Sendable {
    /// The control's event.
    public typealias Element = PropertyType

    @usableFromInline let events: Observable<PropertyType>

    /// The events of `events`, subscribed to on the main queue.
    @inlinable @_disfavoredOverload
    public init<Events: ObservableType>(events: Events) where Events.Element == PropertyType {
        self.events = events.subscribe(on: ConcurrentMainScheduler.instance)
    }

    /// The events of a sequence on the main queue by its type. Chosen over the initializer
    /// above where both fit, so that `ControlEvent(events: Observable.create { ... })` makes its
    /// events with main-actor code (`Observable.create`'s main-actor form).
    @inlinable
    public init(events: MainActorObservable<PropertyType>) {
        self.events = events.asObservable().subscribe(on: ConcurrentMainScheduler.instance)
    }

    /// Starts delivering the control's events to `observer`.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == PropertyType {
        events.subscribe(observer)
    }

    /// The events as a plain `Observable`.
    @inlinable
    public func asObservable() -> Observable<PropertyType> { events }

    /// Itself.
    @inlinable
    public func asControlEvent() -> ControlEvent<PropertyType> { self }

    /// The events as a `Signal`, for `emit`: delivered on the main queue, shared, replaying
    /// nothing. An error, which breaks the contract, is reported to
    /// `Hooks.defaultErrorHandler` and ends the signal.
    @inlinable
    public func asSignal() -> Signal<PropertyType> {
        Signal(events.observeOnSharingScheduler().endingOnContractBreach())
    }

    /// The events as a `Driver`, for `drive`: delivered on the main queue, shared, replaying
    /// the latest. An error, which breaks the contract, is reported to
    /// `Hooks.defaultErrorHandler` and ends the driver.
    @inlinable
    public func asDriver() -> Driver<PropertyType> {
        Driver(events.observeOnSharingScheduler().endingOnContractBreach())
    }
}

extension ObservableType where Element: Sendable {
    /// Ends, instead of failing, at an error a control's contract rules out, and reports it:
    /// nothing is dropped silently, and the `Driver` or `Signal` made of it cannot fail.
    @inlinable
    func endingOnContractBreach() -> Observable<Element> {
        asObservable().catch { error in
            UnhandledErrors.report(error)
            return .empty()
        }
    }
}
