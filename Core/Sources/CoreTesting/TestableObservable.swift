import Core
import Synchronization

/// A scripted observable for tests; it logs when it was subscribed and unsubscribed.
public final class TestableObservable<Element>: ObservableType, @unchecked Sendable {
    /// The events it was scripted with.
    public let recordedEvents: [Recorded<Event<Element>>]

    private let scheduler: TestScheduler
    private let isHot: Bool
    private let lock = Lock()
    private var log: [Subscription] = []
    private var observers: [Int: AnyObserver<Element>] = [:]

    init(scheduler: TestScheduler, events: [Recorded<Event<Element>>], isHot: Bool) {
        self.scheduler = scheduler
        recordedEvents = events
        self.isHot = isHot
        if isHot {
            for recorded in events {
                scheduler.scheduleAt(recorded.time) { [weak self] in
                    guard let self else { return }
                    let targets = lock.locked { Array(observers.values) }
                    targets.forEach { $0.on(recorded.value) }
                }
            }
        }
    }

    /// When observers subscribed and unsubscribed, in order of subscription.
    public var subscriptions: [Subscription] { lock.locked { log } }

    /// Subscribes `observer`; a cold observable schedules its script relative to now.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let start = scheduler.clock
        let index = lock.locked { () -> Int in
            log.append(Subscription(start))
            return log.count - 1
        }
        let erased = AnyObserver(observer)
        let script = CompositeDisposable()
        if isHot {
            lock.locked { observers[index] = erased }
        } else {
            for recorded in recordedEvents {
                script.insert(scheduler.scheduleAt(start + recorded.time) { erased.on(recorded.value) })
            }
        }
        return Disposables.create { [weak self] in
            script.dispose()
            guard let self else { return }
            let end = scheduler.clock
            lock.locked {
                observers[index] = nil
                log[index] = Subscription(log[index].subscribe, end)
            }
        }
    }
}
