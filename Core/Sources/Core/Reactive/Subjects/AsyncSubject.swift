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

    /// The subject as an observer.
    public func asObserver() -> AnyObserver<Element> {
        AnyObserver { [self] in on($0) }
    }
}

/// An async subject's last element, outcome and observers.
final class AsyncSubjectState<Element: Sendable>: @unchecked Sendable {
    // @unchecked: every field is read and written under `lock`; observers are called outside it.
    private let lock = Lock()
    private var last: Element?
    private var outcome: [Event<Element>]?
    private var observers: [Int: AnyObserver<Element>] = [:]
    private var nextKey = 0

    /// What a new observer finds.
    enum Subscription {
        case ended([Event<Element>])
        case waiting(Int)
    }

    var hasObservers: Bool { lock.locked { !observers.isEmpty } }

    /// Takes an event; on the first terminal one, returns the outcome and who must hear it.
    func receive(_ event: Event<Element>) -> ([Event<Element>], [AnyObserver<Element>])? {
        lock.locked { () -> ([Event<Element>], [AnyObserver<Element>])? in
            guard outcome == nil else { return nil }
            switch event {
            case .next(let element):
                last = element
                return nil
            case .completed:
                outcome = last.map { [.next($0), .completed] } ?? [.completed]
            case .error:
                last = nil
                outcome = [event]
            }
            defer { observers.removeAll() }
            return (outcome ?? [], observers.sorted { $0.key < $1.key }.map(\.value))
        }
    }

    func add(_ observer: AnyObserver<Element>) -> Subscription {
        lock.locked {
            if let outcome { return .ended(outcome) }
            nextKey += 1
            observers[nextKey] = observer
            return .waiting(nextKey)
        }
    }

    func remove(_ key: Int) {
        _ = lock.locked { observers.removeValue(forKey: key) }
    }
}
