import CoreSupport
import Dispatch
import Foundation

/// A span of time for schedulers, as in RxSwift 6.
public typealias RxTimeInterval = DispatchTimeInterval

/// A point in time for schedulers.
public typealias RxTime = Date

/// Runs work as soon as possible.
public protocol ImmediateSchedulerType: Sendable {
    /// Schedules `action` with `state`; disposing the result cancels it if it has not run.
    func schedule<StateType: Sendable>(
        _ state: StateType, action: @escaping @Sendable (StateType) -> Disposable
    ) -> Disposable
}

/// Runs work now or later; time-based operators take one so tests can use virtual time.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's current time.
    var now: RxTime { get }

    /// Schedules `action` to run after `dueTime`.
    func scheduleRelative<StateType: Sendable>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping @Sendable (StateType) -> Disposable
    ) -> Disposable

    /// Runs `action` after `startAfter`, then every `period`, threading its state through.
    func schedulePeriodic<StateType: Sendable>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping @Sendable (StateType) -> StateType
    ) -> Disposable
}

extension SchedulerType {
    /// Runs `action` after `startAfter`, then every `period`, each run scheduled relative to
    /// the previous one, so virtual-time schedulers see every tick.
    ///
    /// As in RxSwift, a tick schedules the next one before it runs the action: work the action
    /// schedules for the next tick's time runs after that tick. Runs never overlap: a tick
    /// that comes while the action still runs (a slow action on a concurrent queue) runs it
    /// again as soon as it returns.
    @inlinable
    public func schedulePeriodic<StateType: Sendable>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping @Sendable (StateType) -> StateType
    ) -> Disposable {
        let serial = SerialDisposable()
        let box = PeriodicState(state)
        @Sendable func tick(after delay: RxTimeInterval) {
            // Each run stores the next one, possibly before this assignment would land.
            serial.replace {
                scheduleRelative((), dueTime: delay) { _ in
                    guard !serial.isDisposed else { return Disposables.create() }
                    tick(after: period)
                    guard box.pending.add(1) == 0 else { return Disposables.create() }
                    repeat {
                        guard !serial.isDisposed else { break }
                        let next = action(box.state.withLock { $0 })
                        box.state.withLock { $0 = next }
                    } while box.pending.add(-1) > 1
                    return Disposables.create()
                }
            }
        }
        tick(after: startAfter)
        return serial
    }
}

/// Periodic state, handed from one run of the periodic action to the next, and the ticks that
/// came and are not run yet (the one running included): the tick that finds none runs the
/// action, and runs it again for each that came meanwhile.
@usableFromInline
final class PeriodicState<State: Sendable>: Sendable {
    @usableFromInline
    let state: LockedValue<State>
    @usableFromInline
    let pending = AtomicWord()
    @inlinable
    init(_ state: State) { self.state = LockedValue(state) }
}

extension DispatchTimeInterval {
    /// The interval in seconds; `.never` is infinite.
    @inlinable
    public var seconds: Double {
        switch self {
        case .seconds(let value): return Double(value)
        case .milliseconds(let value): return Double(value) / 1_000
        case .microseconds(let value): return Double(value) / 1_000_000
        case .nanoseconds(let value): return Double(value) / 1_000_000_000
        case .never: return .infinity
        @unknown default: return .infinity
        }
    }

    /// The interval in whole nanoseconds, saturating; nil for `.never`.
    @inlinable
    var nanoseconds: Int? {
        switch self {
        case .seconds(let value): return value.multipliedReportingOverflow(by: 1_000_000_000).partialValue
        case .milliseconds(let value): return value.multipliedReportingOverflow(by: 1_000_000).partialValue
        case .microseconds(let value): return value.multipliedReportingOverflow(by: 1_000).partialValue
        case .nanoseconds(let value): return value
        case .never: return nil
        @unknown default: return nil
        }
    }
}

extension Date {
    /// This date moved by `interval`.
    @inlinable
    func adding(_ interval: RxTimeInterval) -> Date {
        addingTimeInterval(interval.seconds)
    }
}
