extension ObservableConvertibleType where Element: Sendable {
    /// A shared sequence of this sequence, on the sharing scheduler, that ends with `element`
    /// instead of an error (RxCocoa's generic form of `asDriver` and `asSignal`).
    @inlinable
    public func asSharedSequence<Strategy: SharingStrategyProtocol>(
        sharingStrategy: Strategy.Type = Strategy.self, onErrorJustReturn element: Element
    ) -> SharedSequence<Strategy, Element> {
        SharedSequence(asObservable().observeOnSharingScheduler().catchAndReturn(element))
    }

    /// A shared sequence of this sequence that continues with `fallback` instead of an error.
    @inlinable
    public func asSharedSequence<Strategy: SharingStrategyProtocol>(
        sharingStrategy: Strategy.Type = Strategy.self, onErrorDriveWith fallback: SharedSequence<Strategy, Element>
    ) -> SharedSequence<Strategy, Element> {
        SharedSequence(asObservable().observeOnSharingScheduler().catch { _ in fallback.asObservable() })
    }

    /// A shared sequence of this sequence that continues with what `recover` makes of an
    /// error; `recover` runs on the main actor, so it may show the error.
    @inlinable
    public func asSharedSequence<Strategy: SharingStrategyProtocol>(
        sharingStrategy: Strategy.Type = Strategy.self,
        onErrorRecover recover: @escaping @MainActor (Swift.Error) -> SharedSequence<Strategy, Element>
    ) -> SharedSequence<Strategy, Element> {
        SharedSequence(
            asObservable().observeOnSharingScheduler().catch { error in
                MainActor.runOnMain { recover(error) }.asObservable()
            })
    }

    /// A `Driver` of this sequence that ends with `element` instead of an error.
    @inlinable
    public func asDriver(onErrorJustReturn element: Element) -> Driver<Element> {
        asSharedSequence(onErrorJustReturn: element)
    }

    /// A `Driver` of this sequence that continues with `driver` instead of an error.
    @inlinable
    public func asDriver(onErrorDriveWith driver: Driver<Element>) -> Driver<Element> {
        asSharedSequence(onErrorDriveWith: driver)
    }

    /// A `Driver` of this sequence that continues with what `recover` makes of an error;
    /// `recover` runs on the main actor, so it may show the error.
    @inlinable
    public func asDriver(
        onErrorRecover recover: @escaping @MainActor (Swift.Error) -> Driver<Element>
    ) -> Driver<Element> {
        asSharedSequence(onErrorRecover: recover)
    }

    /// A `Signal` of this sequence that ends with `element` instead of an error.
    @inlinable
    public func asSignal(onErrorJustReturn element: Element) -> Signal<Element> {
        asSharedSequence(onErrorJustReturn: element)
    }

    /// A `Signal` of this sequence that continues with `signal` instead of an error.
    @inlinable
    public func asSignal(onErrorSignalWith signal: Signal<Element>) -> Signal<Element> {
        asSharedSequence(onErrorDriveWith: signal)
    }

    /// A `Signal` of this sequence that continues with what `recover` makes of an error;
    /// `recover` runs on the main actor, so it may show the error.
    @inlinable
    public func asSignal(
        onErrorRecover recover: @escaping @MainActor (Swift.Error) -> Signal<Element>
    ) -> Signal<Element> {
        asSharedSequence(onErrorRecover: recover)
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

    /// A sequence of the elements of `sequence`, delivered on the sharing scheduler.
    @inlinable
    public static func from<Elements: Sequence & Sendable>(
        _ sequence: Elements
    ) -> SharedSequence<SharingStrategy, Element> where Elements.Element == Element {
        SharedSequence(Observable.from(sequence).observeOnSharingScheduler())
    }

    /// A sequence of the elements of a sequence that is not `Sendable`: they are copied into an
    /// array here, on the caller's thread, since the subscription may run on another one.
    @inlinable @_disfavoredOverload
    public static func from<Elements: Sequence>(
        _ sequence: Elements
    ) -> SharedSequence<SharingStrategy, Element> where Elements.Element == Element {
        from(Array(sequence))
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
