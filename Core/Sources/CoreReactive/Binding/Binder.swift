import CoreSupport

/// An observer that binds elements to a target object (RxSwift's `Binder`): it holds the
/// target weakly, delivers each element on the main actor (or on a scheduler you give it), and
/// cannot fail. An error sent to it is reported to `Hooks.defaultErrorHandler` instead of being
/// bound; a completion is ignored.
public struct Binder<Value>: ObserverType, Sendable {
    @usableFromInline
    let binding: @Sendable (Event<Value>) -> Void

    /// A binder that calls `binding` on the main actor with `target` while it is alive: at once
    /// when the element arrives on the main queue with nothing queued, else on its next turn,
    /// in order.
    @available(swift, introduced: 6)
    @inlinable
    public init<Target: AnyObject & Sendable>(
        _ target: Target, binding: @escaping @MainActor (Target, Value) -> Void
    ) where Value: Sendable {
        let weakTarget = WeakBox(target)
        self.binding = Binder.onMainQueue { value in
            if let target = weakTarget.object { binding(target, value) }
        }
    }

    /// A binder for a target that is not `Sendable`, such as a view: made on the main actor,
    /// it holds the target where only the main actor reads it, and calls `binding` there as
    /// the initializer above does.
    @available(swift, introduced: 6)
    @MainActor @inlinable
    public init<Target: AnyObject>(
        _ target: Target, binding: @escaping @MainActor (Target, Value) -> Void
    ) where Value: Sendable {
        let weakTarget = MainActorWeakBox(target)
        self.binding = Binder.onMainQueue { value in
            if let target = weakTarget.object { binding(target, value) }
        }
    }

    /// What both main-actor binders do with an event: its element, if any, handed to `bind`
    /// on the main queue (at once when it arrives there with nothing queued, else on its next
    /// turn, in order) and entered there as main-actor code.
    @inlinable
    static func onMainQueue(_ bind: @escaping @MainActor (Value) -> Void) -> @Sendable (Event<Value>) -> Void
    where Value: Sendable {
        // A main scheduler of the binder's own, as RxCocoa's: it waits only for this binder's
        // earlier elements, not for whatever else is queued on the main queue.
        let scheduler = MainScheduler()
        return { event in
            guard let value = element(of: event) else { return }
            _ = scheduler.schedule(value) { value in
                MainActor.runOnMain { bind(value) }
                return Disposables.create()
            }
        }
    }

    /// A binder that calls `binding` on `scheduler` with `target` while it is alive.
    @available(swift, introduced: 6)
    @inlinable
    public init<Target: AnyObject & Sendable>(
        _ target: Target, scheduler: ImmediateSchedulerType, binding: @escaping @Sendable (Target, Value) -> Void
    ) where Value: Sendable {
        let weakTarget = WeakBox(target)
        self.binding = { event in
            guard let value = Binder.element(of: event) else { return }
            _ = scheduler.schedule(value) { value in
                if let target = weakTarget.object { binding(target, value) }
                return Disposables.create()
            }
        }
    }

    /// RxCocoa's binder, for code in the Swift 5 language mode, which checks no isolation:
    /// it holds `target` weakly and calls `binding` with it on `scheduler` (a main scheduler of
    /// its own by default) while it is alive, as RxCocoa's does. Code in the Swift 6 language mode gets
    /// the initializers above instead, whose main-actor closures the compiler checks.
    @available(swift, obsoleted: 6)
    @inlinable
    public init<Target: AnyObject>(
        _ target: Target, scheduler: ImmediateSchedulerType = MainScheduler(),
        binding: @escaping (Target, Value) -> Void
    ) {
        self.init(unchecked: target, scheduler: scheduler, binding: binding)
    }

    /// The Swift 5 binder, unavailable by name to Swift 6 code (Core's own included), so that
    /// the key-path binder for Swift 5 code can make one too.
    @inlinable
    init<Target: AnyObject>(
        unchecked target: Target, scheduler: ImmediateSchedulerType, binding: @escaping (Target, Value) -> Void
    ) {
        // Unchecked, as RxCocoa's: the Swift 5 language mode leaves the thread to the scheduler.
        let bind = UncheckedBox(value: { [weak target] (value: Value) in
            if let target { binding(target, value) }
        })
        self.binding = { event in
            guard let value = Binder.element(of: event) else { return }
            _ = scheduler.schedule(UncheckedBox(value: value)) { value in
                bind.value(value.value)
                return Disposables.create()
            }
        }
    }

    /// The element of a `next`; an error is reported, as a binding cannot fail.
    @inlinable
    static func element(of event: Event<Value>) -> Value? {
        switch event {
        case .next(let value): return value
        case .error(let error):
            UnhandledErrors.report(error)
            return nil
        case .completed: return nil
        }
    }

    /// Binds `event`'s element.
    @inlinable
    public func on(_ event: Event<Value>) {
        binding(event)
    }

    /// The binder as an `AnyObserver`.
    @inlinable
    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: binding)
    }
}
