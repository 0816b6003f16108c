import CoreSupport

extension SharedSequence where SharingStrategy == DriverSharingStrategy, Element: Sendable {
    /// Delivers the driver's elements to main-actor closures (RxCocoa's `drive`). The driver
    /// cannot fail, so there is no error to handle.
    @inlinable
    public func drive(
        onNext: (@MainActor (Element) -> Void)? = nil,
        onCompleted: (@MainActor () -> Void)? = nil,
        onDisposed: (@Sendable () -> Void)? = nil
    ) -> Disposable {
        deliver(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// `drive(onNext:onCompleted:onDisposed:)` with `object`, held weakly: the closures run
    /// only while it is alive, so a screen can drive its own view without a retain cycle.
    /// Every closure runs on the main actor, `onDisposed` too (at once when the subscription
    /// is disposed there), since only the main actor may use an object that is not `Sendable`;
    /// call it there, as RxCocoa requires.
    @available(swift, introduced: 6)
    @MainActor @inlinable
    public func drive<Object: AnyObject>(
        with object: Object,
        onNext: (@MainActor (Object, Element) -> Void)? = nil,
        onCompleted: (@MainActor (Object) -> Void)? = nil,
        onDisposed: (@MainActor (Object) -> Void)? = nil
    ) -> Disposable {
        deliver(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// RxCocoa's `drive(with:)`, for code in the Swift 5 language mode, which checks no
    /// isolation: the closures get `object` while it is alive, on the main queue where the
    /// driver delivers. Code in the Swift 6 language mode gets the main-actor form above.
    @available(swift, obsoleted: 6)
    @inlinable
    public func drive<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        deliver(unchecked: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }
}

// The variadic forms below are disfavored, so that `drive()` and `emit()` with no argument
// mean the closure forms with every closure left out, as in RxCocoa.

extension SharedSequence where SharingStrategy == DriverSharingStrategy {
    /// Sends the driver's elements to `observers`.
    @inlinable @_disfavoredOverload
    public func drive<Observer: ObserverType & Sendable>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element {
        source.forward(to: observers)
    }

    /// Sends the driver's elements to observers of optional elements, such as a
    /// `Binder<String?>`.
    @inlinable @_disfavoredOverload
    public func drive<Observer: ObserverType & Sendable>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        source.forward(to: observers)
    }

    /// Sends the driver's elements to `relays`.
    @inlinable @_disfavoredOverload
    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable where Element: Sendable {
        source.accept(into: relays)
    }

    /// Sends the driver's elements to relays of optional elements.
    @inlinable @_disfavoredOverload
    public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable where Element: Sendable {
        source.accept(into: relays)
    }

    /// Sends the driver's elements to `relays`.
    @inlinable @_disfavoredOverload
    public func drive(_ relays: ReplayRelay<Element>...) -> Disposable where Element: Sendable {
        source.accept(into: relays)
    }

    /// Sends the driver's elements to relays of optional elements.
    @inlinable @_disfavoredOverload
    public func drive(_ relays: ReplayRelay<Element?>...) -> Disposable where Element: Sendable {
        source.accept(into: relays)
    }

    /// Hands the driver, as an `Observable`, to `transformation` and returns what it returns
    /// (RxCocoa's `drive(_:)` for binders written as functions).
    @inlinable
    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        transformation(source)
    }

    /// Hands the driver, as an `Observable`, and `curriedArgument` to a curried binder:
    /// `drive(tableView.rx.items) { table, row, item in ... }`.
    @inlinable
    public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        with(source)(curriedArgument)
    }
}

extension SharedSequence where SharingStrategy == SignalSharingStrategy, Element: Sendable {
    /// Delivers the signal's elements to main-actor closures (RxCocoa's `emit`). The signal
    /// cannot fail, so there is no error to handle.
    @inlinable
    public func emit(
        onNext: (@MainActor (Element) -> Void)? = nil,
        onCompleted: (@MainActor () -> Void)? = nil,
        onDisposed: (@Sendable () -> Void)? = nil
    ) -> Disposable {
        deliver(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// `emit(onNext:onCompleted:onDisposed:)` with `object`, held weakly, on the main actor
    /// as `drive(with:onNext:onCompleted:onDisposed:)`.
    @available(swift, introduced: 6)
    @MainActor @inlinable
    public func emit<Object: AnyObject>(
        with object: Object,
        onNext: (@MainActor (Object, Element) -> Void)? = nil,
        onCompleted: (@MainActor (Object) -> Void)? = nil,
        onDisposed: (@MainActor (Object) -> Void)? = nil
    ) -> Disposable {
        deliver(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// RxCocoa's `emit(with:)`, for code in the Swift 5 language mode, as
    /// `drive(with:onNext:onCompleted:onDisposed:)` for that mode.
    @available(swift, obsoleted: 6)
    @inlinable
    public func emit<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        deliver(unchecked: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }
}

extension SharedSequence where SharingStrategy == SignalSharingStrategy {
    /// Sends the signal's elements to `observers`.
    @inlinable @_disfavoredOverload
    public func emit<Observer: ObserverType & Sendable>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        source.forward(to: observers)
    }

    /// Sends the signal's elements to observers of optional elements.
    @inlinable @_disfavoredOverload
    public func emit<Observer: ObserverType & Sendable>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        source.forward(to: observers)
    }

    /// Sends the signal's elements to `relays`.
    @inlinable @_disfavoredOverload
    public func emit(to relays: PublishRelay<Element>...) -> Disposable where Element: Sendable {
        source.accept(into: relays)
    }

    /// Sends the signal's elements to relays of optional elements.
    @inlinable @_disfavoredOverload
    public func emit(to relays: PublishRelay<Element?>...) -> Disposable where Element: Sendable {
        source.accept(into: relays)
    }

    /// Sends the signal's elements to `relays`.
    @inlinable @_disfavoredOverload
    public func emit(to relays: BehaviorRelay<Element>...) -> Disposable where Element: Sendable {
        source.accept(into: relays)
    }

    /// Sends the signal's elements to relays of optional elements.
    @inlinable @_disfavoredOverload
    public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable where Element: Sendable {
        source.accept(into: relays)
    }

    /// Sends the signal's elements to `relays`.
    @inlinable @_disfavoredOverload
    public func emit(to relays: ReplayRelay<Element>...) -> Disposable where Element: Sendable {
        source.accept(into: relays)
    }

    /// Sends the signal's elements to relays of optional elements.
    @inlinable @_disfavoredOverload
    public func emit(to relays: ReplayRelay<Element?>...) -> Disposable where Element: Sendable {
        source.accept(into: relays)
    }
}

extension SharedSequence where Element: Sendable {
    /// What `drive` and `emit` share: the source already delivers on the main queue (or a
    /// mocked scheduler on the main thread), so the closures are entered as main-actor code.
    /// Elements must be `Sendable` because the compiler cannot see that they were made on the
    /// main queue too.
    @inlinable
    func deliver(
        onNext: (@MainActor (Element) -> Void)?, onCompleted: (@MainActor () -> Void)?,
        onDisposed: (@Sendable () -> Void)?
    ) -> Disposable {
        source.subscribeEnteringMainActor(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// `deliver` with `object` held weakly, for Swift 5 code: unchecked, as RxCocoa's, since
    /// that language mode leaves the thread to the driver, which delivers on the main queue;
    /// `onDisposed` runs where the subscription is disposed, as in RxCocoa.
    @inlinable
    func deliver<Object: AnyObject>(
        unchecked object: Object,
        onNext: ((Object, Element) -> Void)?, onCompleted: ((Object) -> Void)?, onDisposed: ((Object) -> Void)?
    ) -> Disposable {
        let target = UncheckedBox(value: { [weak object] in object })
        var next: (@MainActor (Element) -> Void)?
        if let onNext = onNext.map(UncheckedBox.init(value:)) {
            next = { element in if let object = target.value() { onNext.value(object, element) } }
        }
        var completed: (@MainActor () -> Void)?
        if let onCompleted = onCompleted.map(UncheckedBox.init(value:)) {
            completed = { if let object = target.value() { onCompleted.value(object) } }
        }
        var disposed: (@Sendable () -> Void)?
        if let onDisposed = onDisposed.map(UncheckedBox.init(value:)) {
            disposed = { if let object = target.value() { onDisposed.value(object) } }
        }
        return deliver(onNext: next, onCompleted: completed, onDisposed: disposed)
    }

    /// `deliver` with `object` held weakly, on the main actor that alone uses it.
    @MainActor @inlinable
    func deliver<Object: AnyObject>(
        with object: Object,
        onNext: (@MainActor (Object, Element) -> Void)?, onCompleted: (@MainActor (Object) -> Void)?,
        onDisposed: (@MainActor (Object) -> Void)?
    ) -> Disposable {
        let box = MainActorWeakBox(object)
        var next: (@MainActor (Element) -> Void)?
        if let onNext {
            next = { element in if let object = box.object { onNext(object, element) } }
        }
        var completed: (@MainActor () -> Void)?
        if let onCompleted {
            completed = { if let object = box.object { onCompleted(object) } }
        }
        var disposed: (@Sendable () -> Void)?
        if let onDisposed {
            // On the main actor, which alone may use the object: at once when disposed there.
            disposed = { MainActor.runOnMainSoon { if let object = box.object { onDisposed(object) } } }
        }
        return deliver(onNext: next, onCompleted: completed, onDisposed: disposed)
    }
}
