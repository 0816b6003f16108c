import CoreSupport

/// A subject that emits only the last element it received, and only when it completes
/// (RxSwift's `AsyncSubject`): each observer then gets that element and the completion, or just
/// the completion when there was none, or just the error. An observer that subscribes after the
/// end gets the same at once.
public final class AsyncSubject<Element: Sendable>: ObservableType, ObserverType {
    let state = AsyncSubjectState<Element>()

    /// A subject that has received nothing yet.
    public init() {}

    /// Whether any observer is subscribed.
    public var hasObservers: Bool { state.hasObservers }

    /// Keeps an element as the last one; on a terminal event, delivers the outcome to every
    /// observer and releases them.
    public func on(_ event: Event<Element>) {
        guard let (outcome, observers) = state.receive(event) else { return }
        for observer in observers { outcome.forEach(observer.on) }
    }

    /// Subscribes `observer`: it hears the outcome when the subject ends, or at once if it has.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let erased = AnyObserver(observer)
        switch state.add(erased) {
        case .ended(let outcome):
            outcome.forEach(erased.on)
            return Disposables.create()
        case .waiting(let key):
            let state = self.state
            return Disposables.create { state.remove(key) }
        }
    }

    /// The subject itself, its observer side, as in RxSwift.
    public func asObserver() -> AsyncSubject<Element> { self }

    /// The subject as an `Observable`. Subscribing to it subscribes to the subject at once,
    /// outside the current thread's trampoline, as subscribing to RxSwift's subject does.
    @inlinable
    public func asObservable() -> Observable<Element> { Observable(entersTrampoline: false) { self.subscribe($0) } }

    // Observers go with the subject, as in RxSwift: each subscription holds the state, and
    // the state its observers, which may hold their subscriptions.
    deinit { state.removeAll() }
}

/// An async subject's last element, outcome and observers.
final class AsyncSubjectState<Element: Sendable>: Sendable {
    /// What the lock guards; observers are called outside it.
    private struct Fields: Sendable {
        var last: Element?
        var outcome: [Event<Element>]?
        var observers: [Int: AnyObserver<Element>] = [:]
        var nextKey = 0
    }

    private let fields = LockedValue(Fields())

    /// What a new observer finds.
    enum Subscription {
        case ended([Event<Element>])
        case waiting(Int)
    }

    var hasObservers: Bool { fields.withLock { !$0.observers.isEmpty } }

    /// Takes an event; on the first terminal one, returns the outcome and who must hear it.
    func receive(_ event: Event<Element>) -> ([Event<Element>], [AnyObserver<Element>])? {
        fields.withLock { fields -> ([Event<Element>], [AnyObserver<Element>])? in
            guard fields.outcome == nil else { return nil }
            switch event {
            case .next(let element):
                fields.last = element
                return nil
            case .completed:
                fields.outcome = fields.last.map { [.next($0), .completed] } ?? [.completed]
            case .error:
                fields.last = nil
                fields.outcome = [event]
            }
            defer { fields.observers.removeAll() }
            return (fields.outcome ?? [], fields.observers.sorted { $0.key < $1.key }.map(\.value))
        }
    }

    func add(_ observer: AnyObserver<Element>) -> Subscription {
        fields.withLock { fields in
            if let outcome = fields.outcome { return .ended(outcome) }
            fields.nextKey += 1
            fields.observers[fields.nextKey] = observer
            return .waiting(fields.nextKey)
        }
    }

    /// Lets every observer go, without an event; for the subject's deinit.
    func removeAll() {
        // Taken out under the lock and released after it: an observer's deinit may run user code.
        _ = fields.withLock { fields in
            defer { fields.observers.removeAll() }
            return fields.observers
        }
    }

    func remove(_ key: Int) {
        _ = fields.withLock { $0.observers.removeValue(forKey: key) }
    }
}
