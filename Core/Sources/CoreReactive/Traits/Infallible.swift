/// A sequence that cannot fail (RxSwift 6's `Infallible`): elements, then maybe a completion,
/// never an error. Unlike a `Driver`, it promises nothing about threads or sharing.
public struct Infallible<Element>: InfallibleType {
    @usableFromInline
    let source: Observable<Element>

    /// Wraps a source already known not to fail.
    @inlinable
    init(_ source: Observable<Element>) {
        self.source = source
    }

    /// The sequence as an `Observable` (one that never fails).
    @inlinable
    public func asObservable() -> Observable<Element> { source }
}

/// Anything that can be seen as an `Infallible`.
public protocol InfallibleType<Element>: ObservableConvertibleType {}

/// What an `Infallible` can send: an element or the completion.
public enum InfallibleEvent<Element> {
    /// An element.
    case next(Element)
    /// The end of the sequence.
    case completed
}

extension InfallibleEvent: Sendable where Element: Sendable {}
extension InfallibleEvent: Equatable where Element: Equatable {}

extension Infallible {
    /// The closure a created `Infallible` sends its events to.
    public typealias InfallibleObserver = (InfallibleEvent<Element>) -> Void

    /// An infallible whose subscription logic is `subscribe`, as `Observable.create`'s.
    @inlinable
    public static func create(
        subscribe: @escaping @Sendable (@escaping @Sendable InfallibleObserver) -> Disposable
    ) -> Infallible where Element: Sendable {
        Infallible(
            Observable.create { observer in
                subscribe { event in
                    switch event {
                    case .next(let element): observer.onNext(element)
                    case .completed: observer.onCompleted()
                    }
                }
            })
    }

    /// One element, then the completion.
    @inlinable
    public static func just(_ element: Element) -> Infallible where Element: Sendable { Infallible(.just(element)) }

    /// These elements, then the completion.
    @inlinable
    public static func of(_ elements: Element...) -> Infallible where Element: Sendable {
        Infallible(.from(elements))
    }

    /// The elements of `sequence`, then the completion.
    @inlinable
    public static func from<S: Sequence>(_ sequence: S) -> Infallible
    where S.Element == Element, S: Sendable, Element: Sendable {
        Infallible(.from(sequence))
    }

    /// The completion, at once.
    @inlinable
    public static func empty() -> Infallible { Infallible(.empty()) }

    /// Nothing, ever.
    @inlinable
    public static func never() -> Infallible { Infallible(.never()) }

    /// A sequence made anew by `factory` for each subscriber.
    @inlinable
    public static func deferred(_ factory: @escaping @Sendable () -> Infallible) -> Infallible {
        Infallible(.deferred { factory().source })
    }
}

extension ObservableConvertibleType {
    /// This sequence as an `Infallible` that ends with `element` instead of an error.
    @inlinable
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> where Element: Sendable {
        Infallible(asObservable().catchAndReturn(element))
    }

    /// This sequence as an `Infallible` that goes on with `infallible` instead of an error.
    @inlinable
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { _ in infallible.source })
    }

    /// This sequence as an `Infallible` that goes on with what `onErrorRecover` makes of an error.
    @inlinable
    public func asInfallible(
        onErrorRecover: @escaping @Sendable (Swift.Error) -> Infallible<Element>
    ) -> Infallible<Element> {
        Infallible(asObservable().catch { onErrorRecover($0).source })
    }
}

extension InfallibleType {
    /// This sequence, as an `Infallible`.
    @inlinable
    public func asInfallible() -> Infallible<Element> {
        if let infallible = self as? Infallible<Element> { return infallible }
        return Infallible(asObservable())
    }

    /// Subscribes with closures for elements, the completion and disposal; there is no error
    /// to handle. The closures are `@Sendable`, as `Observable`'s are.
    @inlinable
    public func subscribe(
        onNext: (@Sendable (Element) -> Void)? = nil,
        onCompleted: (@Sendable () -> Void)? = nil,
        onDisposed: (@Sendable () -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// `subscribe(onNext:onCompleted:onDisposed:)` with `object`, held weakly.
    @inlinable
    public func subscribe<Object: AnyObject & Sendable>(
        with object: Object,
        onNext: (@Sendable (Object, Element) -> Void)? = nil,
        onCompleted: (@Sendable (Object) -> Void)? = nil,
        onDisposed: (@Sendable (Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes with one closure for every event.
    @inlinable
    public func subscribe(_ on: @escaping @Sendable (InfallibleEvent<Element>) -> Void) -> Disposable {
        asObservable().subscribe(onNext: { on(.next($0)) }, onCompleted: { on(.completed) })
    }

    /// Sends every element (and the completion) to the observers.
    @inlinable
    public func bind<Observer: ObserverType & Sendable>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        asObservable().forward(to: observers)
    }

    /// Sends every element, made optional, (and the completion) to observers of optional
    /// elements.
    @inlinable
    public func bind<Observer: ObserverType & Sendable>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        asObservable().forward(to: observers)
    }

    /// Hands this infallible to `binder` and returns what it returns.
    @inlinable
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Hands this infallible and `curriedArgument` to a curried `binder`.
    @inlinable
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Sends every element to the relays.
    @inlinable
    public func bind(to relays: PublishRelay<Element>...) -> Disposable where Element: Sendable {
        asObservable().accept(into: relays)
    }

    /// Sends every element, made optional, to the relays.
    @inlinable
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable where Element: Sendable {
        asObservable().accept(into: relays)
    }

    /// Sends every element to the relays.
    @inlinable
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable where Element: Sendable {
        asObservable().accept(into: relays)
    }

    /// Sends every element, made optional, to the relays.
    @inlinable
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable where Element: Sendable {
        asObservable().accept(into: relays)
    }

    /// Sends every element to the relays.
    @inlinable
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable where Element: Sendable {
        asObservable().accept(into: relays)
    }

    /// Sends every element, made optional, to the relays.
    @inlinable
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable where Element: Sendable {
        asObservable().accept(into: relays)
    }
}
