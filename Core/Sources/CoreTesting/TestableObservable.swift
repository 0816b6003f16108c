import Core
import Foundation

/// A scripted observable for tests; it logs when it was subscribed and unsubscribed.
public final class TestableObservable<Element>: ObservableType {
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
                // Held strongly, as RxTest does: the scheduler keeps what it created alive until
                // its events have run, so `createHotObservable([...]).bind(to: relay)` records
                // even when the test keeps no reference of its own.
                scheduler.scheduleAt(recorded.time) { [self] in
                    let targets = lock.locked { observers.sorted { $0.key < $1.key }.map(\.value) }
                    targets.forEach { $0.on(recorded.value) }
                }
            }
        }
    }

    /// When observers subscribed and unsubscribed, in order of subscription.
    public var subscriptions: [Subscription] { lock.locked { log } }

    /// Subscribes `observer`; a cold observable schedules its script relative to now.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
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
                script.insert(
                    scheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
                        erased.on(recorded.value)
                        return Disposables.create()
                    })
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

// @unchecked: the log and observers are guarded by `lock`; what crosses threads is the
// element, hence the condition.
extension TestableObservable: @unchecked Sendable where Element: Sendable {}
