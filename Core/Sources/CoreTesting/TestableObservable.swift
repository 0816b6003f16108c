import Core
import Foundation

/// A scripted observable for tests; it logs when it was subscribed and unsubscribed.
public final class TestableObservable<Element: Sendable>: ObservableType {
    /// The events it was scripted with.
    public let recordedEvents: [Recorded<Event<Element>>]

    let scheduler: TestScheduler
    private let isHot: Bool
    private let state = SubscriptionState<Element>()

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
                    state.observers.forEach { $0.on(recorded.value) }
                }
            }
        }
    }

    /// When observers subscribed and unsubscribed, in order of subscription.
    public var subscriptions: [Subscription] { state.subscriptions }

    /// Subscribes `observer`; a cold observable schedules its script relative to now.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let erased = AnyObserver(observer)
        let index = state.subscribe(at: scheduler.clock, hot: isHot ? erased : nil)
        let script = CompositeDisposable()
        if !isHot {
            for recorded in recordedEvents {
                script.insert(
                    scheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
                        erased.on(recorded.value)
                        return Disposables.create()
                    })
            }
        }
        let scheduler = self.scheduler
        // Weakly: a hot observer that holds this disposable (a closure subscriber does) would
        // otherwise keep the state, and the state it, after the test let the observable go, as
        // RxTest's do not. With the observable gone there is no log left to close.
        return Disposables.create { [weak state] in
            script.dispose()
            state?.unsubscribe(index, at: scheduler.clock)
        }
    }
}

/// A testable observable's subscription log and its hot observers.
final class SubscriptionState<Element: Sendable>: Sendable {
    /// The subscription log and the hot observers by subscription index. The observers are
    /// the test's own, called on the test scheduler's thread.
    private struct Fields: Sendable {
        var log: [Subscription] = []
        var hot: [Int: AnyObserver<Element>] = [:]
    }

    private let fields = LockedValue(Fields())

    var subscriptions: [Subscription] { fields.withLock { $0.log } }

    /// The hot observers in the order they subscribed.
    var observers: [AnyObserver<Element>] { fields.withLock { $0.hot.sorted { $0.key < $1.key }.map(\.value) } }

    /// Logs a subscription at `time` and returns its index.
    func subscribe(at time: TestTime, hot observer: AnyObserver<Element>?) -> Int {
        fields.withLock { fields in
            fields.log.append(Subscription(time))
            fields.hot[fields.log.count - 1] = observer
            return fields.log.count - 1
        }
    }

    /// Closes subscription `index` at `time`.
    func unsubscribe(_ index: Int, at time: TestTime) {
        fields.withLock { fields in
            fields.hot[index] = nil
            fields.log[index] = Subscription(fields.log[index].subscribe, time)
        }
    }
}
