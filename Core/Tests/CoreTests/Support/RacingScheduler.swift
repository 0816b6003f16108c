import Core
import Dispatch
import Foundation

/// A scheduler that forces the race a real concurrent queue loses now and then: an action that
/// runs on another thread, and schedules its successor, before the `scheduleRelative` that
/// scheduled it has returned.
///
/// While `eager` is above zero, `scheduleRelative` runs the action at once on a new thread and
/// waits for it (with a deadline) before returning, counting `eager` down. Otherwise it holds
/// the action until `runHeld` runs it, also on a new thread; disposing its result cancels it.
/// Time stands still at `now`, so time-based operators see no time pass between actions.
final class RacingScheduler: SchedulerType, Sendable {
    private struct Held: Sendable {
        let id: Int
        let action: @Sendable () -> Void
    }

    private let eager: LockedBox<Int>
    private let held = LockedBox<[Held]>([])
    private let nextID = SharedCount()
    /// Actions whose eager run did not end within the deadline.
    let stuck = SharedCount()

    let now = Date(timeIntervalSinceReferenceDate: 0)

    init(eager: Int = 0) { self.eager = LockedBox(eager) }

    /// Runs the next actions scheduled at once, on another thread, before their
    /// `scheduleRelative` returns.
    func runEagerly(next count: Int) { eager.set(count) }

    func schedule<StateType: Sendable>(
        _ state: StateType, action: @escaping @Sendable (StateType) -> Disposable
    ) -> Disposable {
        scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
    }

    func scheduleRelative<StateType: Sendable>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping @Sendable (StateType) -> Disposable
    ) -> Disposable {
        let runNow = eager.withLock { count -> Bool in
            guard count > 0 else { return false }
            count -= 1
            return true
        }
        if runNow {
            if !Self.runOnAnotherThread({ _ = action(state) }) { stuck.add() }
            return Disposables.create()
        }
        let id = nextID.add()
        held.mutate { $0.append(Held(id: id) { _ = action(state) }) }
        return Disposables.create { [held] in held.mutate { $0.removeAll { $0.id == id } } }
    }

    /// How many actions wait, not cancelled.
    var heldCount: Int { held.value.count }

    /// Runs the held actions oldest first, each on a new thread, including those they
    /// schedule, up to `limit` of them; how many ran.
    @discardableResult
    func runHeld(limit: Int = 100) -> Int {
        var ran = 0
        while ran < limit {
            let next = held.withLock { held -> Held? in held.isEmpty ? nil : held.removeFirst() }
            guard let next else { break }
            if !Self.runOnAnotherThread(next.action) { stuck.add() }
            ran += 1
        }
        return ran
    }

    /// Runs `work` on a new thread and waits up to ten seconds for it; whether it ended.
    private static func runOnAnotherThread(_ work: @escaping @Sendable () -> Void) -> Bool {
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            work()
            done.signal()
        }
        return done.wait(timeout: .now() + 10) == .success
    }
}
