extension ObservableConvertibleType where Element: Sendable {
    /// A `Driver` of this sequence that ends with `element` instead of an error.
    @inlinable
    public func asDriver(onErrorJustReturn element: Element) -> Driver<Element> {
        Driver(asObservable().observeOnSharingScheduler().catchAndReturn(element))
    }

    /// A `Driver` of this sequence that continues with `driver` instead of an error.
    @inlinable
    public func asDriver(onErrorDriveWith driver: Driver<Element>) -> Driver<Element> {
        Driver(asObservable().observeOnSharingScheduler().catch { _ in driver.asObservable() })
    }

    /// A `Driver` of this sequence that continues with what `recover` makes of an error;
    /// `recover` runs on the main actor, so it may show the error.
    @inlinable
    public func asDriver(
        onErrorRecover recover: @escaping @MainActor (Swift.Error) -> Driver<Element>
    ) -> Driver<Element> {
        Driver(
            asObservable().observeOnSharingScheduler().catch { error in
                MainActor.runOnMain { recover(error) }.asObservable()
            })
    }

    /// A `Signal` of this sequence that ends with `element` instead of an error.
    @inlinable
    public func asSignal(onErrorJustReturn element: Element) -> Signal<Element> {
        Signal(asObservable().observeOnSharingScheduler().catchAndReturn(element))
    }

    /// A `Signal` of this sequence that continues with `signal` instead of an error.
    @inlinable
    public func asSignal(onErrorSignalWith signal: Signal<Element>) -> Signal<Element> {
        Signal(asObservable().observeOnSharingScheduler().catch { _ in signal.asObservable() })
    }

    /// A `Signal` of this sequence that continues with what `recover` makes of an error;
    /// `recover` runs on the main actor, so it may show the error.
    @inlinable
    public func asSignal(
        onErrorRecover recover: @escaping @MainActor (Swift.Error) -> Signal<Element>
    ) -> Signal<Element> {
        Signal(
            asObservable().observeOnSharingScheduler().catch { error in
                MainActor.runOnMain { recover(error) }.asObservable()
            })
    }
}

extension Infallible where Element: Sendable {
    /// This sequence as a `Driver`: it cannot fail, so nothing needs replacing.
    @inlinable
    public func asDriver() -> Driver<Element> {
        Driver(source.observeOnSharingScheduler())
    }

    /// This sequence as a `Signal`: it cannot fail, so nothing needs replacing.
    @inlinable
    public func asSignal() -> Signal<Element> {
        Signal(source.observeOnSharingScheduler())
    }
}

// A relay cannot fail: it has no error to send.
extension PublishRelay where Element: Sendable {
    /// The relay as an `Infallible`: a relay cannot fail, so nothing needs replacing.
    @inlinable
    public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }

    /// The relay as a `Driver`: a relay cannot fail, so nothing needs replacing.
    @inlinable
    public func asDriver() -> Driver<Element> { asInfallible().asDriver() }

    /// The relay as a `Signal`: a relay cannot fail, so nothing needs replacing.
    @inlinable
    public func asSignal() -> Signal<Element> { asInfallible().asSignal() }
}

extension BehaviorRelay where Element: Sendable {
    /// The relay as an `Infallible`: a relay cannot fail, so nothing needs replacing.
    @inlinable
    public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }

    /// The relay as a `Driver`: a relay cannot fail, so nothing needs replacing.
    @inlinable
    public func asDriver() -> Driver<Element> { asInfallible().asDriver() }

    /// The relay as a `Signal`: a relay cannot fail, so nothing needs replacing.
    @inlinable
    public func asSignal() -> Signal<Element> { asInfallible().asSignal() }
}

extension ReplayRelay where Element: Sendable {
    /// The relay as an `Infallible`: a relay cannot fail, so nothing needs replacing.
    @inlinable
    public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }

    /// The relay as a `Driver`: a relay cannot fail, so nothing needs replacing.
    @inlinable
    public func asDriver() -> Driver<Element> { asInfallible().asDriver() }

    /// The relay as a `Signal`: a relay cannot fail, so nothing needs replacing.
    @inlinable
    public func asSignal() -> Signal<Element> { asInfallible().asSignal() }
}

extension SharedSequence where Element: Sendable {
    /// A sequence of one element, delivered on the sharing scheduler, then completion.
    @inlinable
    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.just(element).observeOnSharingScheduler())
    }

    /// A sequence of `elements`, delivered on the sharing scheduler, then completion.
    @inlinable
    public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.from(elements).observeOnSharingScheduler())
    }

    /// A sequence of the elements of `array`, delivered on the sharing scheduler.
    @inlinable
    public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.from(array).observeOnSharingScheduler())
    }

    /// A sequence of `optional`'s value, if it has one, delivered on the sharing scheduler,
    /// then completion.
    @inlinable
    public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.from(optional: optional).observeOnSharingScheduler())
    }
}

extension SharedSequence {
    /// A sequence `factory` makes for each subscriber, when it subscribes.
    @inlinable
    public static func deferred(
        _ factory: @escaping @Sendable () -> SharedSequence<SharingStrategy, Element>
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.deferred { factory().asObservable() })
    }
}

extension SharedSequence {
    /// A sequence that completes at once.
    @inlinable
    public static func empty() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(.empty())
    }

    /// A sequence that never emits.
    @inlinable
    public static func never() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(.never())
    }
}

extension SharedSequence where SharingStrategy == DriverSharingStrategy {
    /// This driver as a `Signal`: the same events, without the replay of the latest one.
    @inlinable
    public func asSignal() -> Signal<Element> {
        Signal(asObservable())
    }
}
