import CoreSupport

/// A sequence and observer that can be seen as a `ControlProperty` (RxCocoa's protocol).
public protocol ControlPropertyType<Element>: ObservableType, ObserverType {
    /// This property as a `ControlProperty`.
    func asControlProperty() -> ControlProperty<Element>
}

/// A control's value, such as a text field's text, as RxCocoa's `ControlProperty`: generic,
/// with no UIKit. It is read as a sequence (the current value on subscription, then each
/// change the user makes) and written as an observer. A view makes one from its own values
/// and a binder that sets them (`ControlProperty(values: texts, valueSink: rx.text)`).
///
/// Its contract, which the view that makes it keeps, is `ControlEvent`'s: its values never
/// fail, complete when the control goes away and arrive on the main thread; the subscription
/// is made on the main queue. Writing goes to `valueSink`, which for a view is a `Binder`,
/// so values bound from any thread are set on the main thread. An error bound into it, which
/// RxCocoa treats as a programming error, is reported to `Hooks.defaultErrorHandler` and the
/// value is left as it was.
public struct ControlProperty<PropertyType: Sendable>: ControlPropertyType, Sendable {
    /// The control's value.
    public typealias Element = PropertyType

    @usableFromInline let values: Observable<PropertyType>
    @usableFromInline let valueSink: AnyObserver<PropertyType>

    /// The control's `values`, subscribed to on the main queue, written through `valueSink`.
    @inlinable @_disfavoredOverload
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
    where Values.Element == PropertyType, Sink.Element == PropertyType {
        self.values = values.subscribe(on: ConcurrentMainScheduler.instance)
        self.valueSink = AnyObserver(valueSink)
    }

    /// The values of a sequence on the main queue by its type, written through `valueSink`.
    /// Chosen over the initializer above where both fit, so that
    /// `ControlProperty(values: Observable.deferred { ... }, valueSink: ...)` reads the view with
    /// main-actor code (`Observable.deferred`'s main-actor form).
    @inlinable
    public init<Sink: ObserverType>(values: MainActorObservable<PropertyType>, valueSink: Sink)
    where Sink.Element == PropertyType {
        self.values = values.asObservable().subscribe(on: ConcurrentMainScheduler.instance)
        self.valueSink = AnyObserver(valueSink)
    }

    /// Starts delivering the value and its changes to `observer`.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == PropertyType {
        values.subscribe(observer)
    }

    /// The changes the user makes, without the current value the property starts with.
    @inlinable
    public var changed: ControlEvent<PropertyType> { ControlEvent(events: values.skip(1)) }

    /// The values as a plain `Observable`.
    @inlinable
    public func asObservable() -> Observable<PropertyType> { values }

    /// Itself.
    @inlinable
    public func asControlProperty() -> ControlProperty<PropertyType> { self }

    /// Sets the control's value at an element; passes the completion on; reports an error.
    @inlinable
    public func on(_ event: Event<PropertyType>) {
        if case .error(let error) = event { return UnhandledErrors.report(error) }
        valueSink.on(event)
    }

    /// The values as a `Driver`, for `drive`: on the main queue, shared, replaying the
    /// latest. An error, which breaks the contract, is reported and ends the driver.
    @inlinable
    public func asDriver() -> Driver<PropertyType> {
        Driver(values.observeOnSharingScheduler().endingOnContractBreach())
    }
}

extension ControlPropertyType where Element == String? {
    /// The text with nil read as "" (RxCocoa's `orEmpty`): a text field's `rx.text`, as
    /// non-optional strings both ways.
    @inlinable
    public var orEmpty: ControlProperty<String> {
        let original = asControlProperty()
        return ControlProperty(
            values: original.values.map { $0 ?? "" }, valueSink: original.valueSink.mapObserver { $0 })
    }
}
