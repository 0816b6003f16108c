extension ObservableType {
    /// Sends every event to the observers; errors are sent too, as in RxSwift.
    @inlinable
    public func bind<Observer: ObserverType & Sendable>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        forward(to: observers)
    }

    /// Sends every event to observers of optional elements, wrapping each element.
    @inlinable
    public func bind<Observer: ObserverType & Sendable>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        forward(to: observers)
    }

    /// Hands this sequence to `binder` and returns what it returns: `bind(to: view.render)`.
    @inlinable
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Hands this sequence and `curriedArgument` to a curried `binder`.
    @inlinable
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Calls `onNext` for every element; an error goes to `Hooks.defaultErrorHandler`.
    @inlinable
    public func bind(onNext: @escaping @Sendable (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext)
    }

    /// Sends every element to the relays; relays never terminate, so a completion is dropped
    /// and an error goes to `Hooks.defaultErrorHandler`.
    @inlinable
    public func bind(to relays: PublishRelay<Element>...) -> Disposable where Element: Sendable {
        accept(into: relays)
    }

    /// Sends every element to relays of optional elements.
    @inlinable
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable where Element: Sendable {
        accept(into: relays)
    }

    /// Sends every element to the relays; see `bind(to:)` for publish relays.
    @inlinable
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable where Element: Sendable {
        accept(into: relays)
    }

    /// Sends every element to relays of optional elements.
    @inlinable
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable where Element: Sendable {
        accept(into: relays)
    }

    /// Sends every element to the relays; see `bind(to:)` for publish relays.
    @inlinable
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable where Element: Sendable {
        accept(into: relays)
    }

    /// Sends every element to relays of optional elements.
    @inlinable
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable where Element: Sendable {
        accept(into: relays)
    }
}
