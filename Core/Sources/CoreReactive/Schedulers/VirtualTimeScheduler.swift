import CoreSupport

/// A scheduler whose clock moves only when its owner runs it (RxSwift's base of the test and
/// historical schedulers): `start()` runs the scheduled work in time order, moving the clock
/// to each item's time; `advanceTo(_:)` runs what is due by a time; `sleep(_:)` moves the
/// clock without running anything.
///
/// Work may be scheduled from any thread; it runs on the thread that drives the clock, one
/// item at a time. Items due at the same time run in the order they were scheduled. It is a
/// final class, `Sendable` as the compiler checks it, so what RxSwift's users write as a
/// subclass is written around one (the migration table says so).
public final class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType {
    /// Converts between the clock's units and real dates and intervals.
    public let converter: Converter
    @usableFromInline let state: LockedValue<VirtualTimeState<Converter>>

    /// A scheduler whose clock reads `initialClock`.
    public init(initialClock: Converter.VirtualTimeUnit, converter: Converter) {
        self.converter = converter
        state = LockedValue(VirtualTimeState(clock: initialClock))
    }

    /// Where virtual time stands: it moves only as `start`, `advanceTo` or `sleep` run work.
    public var clock: Converter.VirtualTimeUnit { state.withLock { $0.clock } }

    /// The virtual time as a date.
    public var now: RxTime { converter.convertFromVirtualTime(clock) }

    /// Schedules `action` for the current virtual time.
    public func schedule<StateType: Sendable>(
        _ state: StateType, action: @escaping @Sendable (StateType) -> Disposable
    ) -> Disposable {
        scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
    }

    /// Schedules `action` `dueTime` after the current virtual time.
    public func scheduleRelative<StateType: Sendable>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping @Sendable (StateType) -> Disposable
    ) -> Disposable {
        scheduleRelativeVirtual(state, dueTime: converter.convertToVirtualTimeInterval(dueTime.seconds), action: action)
    }

    /// Schedules `action` a virtual interval after the current virtual time.
    public func scheduleRelativeVirtual<StateType: Sendable>(
        _ state: StateType, dueTime: Converter.VirtualTimeIntervalUnit,
        action: @escaping @Sendable (StateType) -> Disposable
    ) -> Disposable {
        scheduleAbsoluteVirtual(state, time: converter.offsetVirtualTime(clock, offset: dueTime), action: action)
    }

    /// Schedules `action` at the virtual time `time`; a time already past runs at the next
    /// `start()` or `advanceTo(_:)`, without moving the clock back.
    public func scheduleAbsoluteVirtual<StateType: Sendable>(
        _ state: StateType, time: Converter.VirtualTimeUnit, action: @escaping @Sendable (StateType) -> Disposable
    ) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let item = VirtualTimeItem<Converter>(time: time) { cancel.setDisposable(action(state)) }
        self.state.withLock { scheduled in
            let converter = self.converter
            // After every item due at or before `time`: same-time items keep their order.
            let index =
                scheduled.queue.firstIndex { converter.compareVirtualTime($0.item.time, time) == .greaterThan }
                ?? scheduled.queue.endIndex
            scheduled.queue.insert((item, cancel), at: index)
        }
        return cancel
    }

    /// Runs the scheduled work in time order, including work scheduled meanwhile, until none
    /// is left or `stop()` is called.
    public func start() {
        run { _ in true }
    }

    /// Stops `start()` or `advanceTo(_:)` after the item that is running.
    public func stop() {
        state.withLock { $0.isRunning = false }
    }

    /// Runs the work due at or before `virtualTime`, then sets the clock to it. A time before
    /// the clock runs nothing and leaves the clock where it is: time does not go back.
    public func advanceTo(_ virtualTime: Converter.VirtualTimeUnit) {
        guard converter.compareVirtualTime(virtualTime, clock) != .lessThan else { return }
        run { [converter] due in converter.compareVirtualTime(due, virtualTime) != .greaterThan }
        state.withLock { scheduled in
            if converter.compareVirtualTime(virtualTime, scheduled.clock) == .greaterThan {
                scheduled.clock = virtualTime
            }
        }
    }

    /// Moves the clock forward by `virtualInterval` without running anything; an interval
    /// that would move it back is ignored.
    public func sleep(_ virtualInterval: Converter.VirtualTimeIntervalUnit) {
        state.withLock { scheduled in
            let later = converter.offsetVirtualTime(scheduled.clock, offset: virtualInterval)
            if converter.compareVirtualTime(later, scheduled.clock) == .greaterThan { scheduled.clock = later }
        }
    }

    /// Runs items, earliest first, while `isDue` accepts the next one's time.
    private func run(while isDue: (Converter.VirtualTimeUnit) -> Bool) {
        state.withLock { $0.isRunning = true }
        while let next = state.withLock({ scheduled -> VirtualTimeItem<Converter>? in
            // A disposed item is dropped without moving the clock to its time.
            while let first = scheduled.queue.first, first.cancel.isDisposed { scheduled.queue.removeFirst() }
            guard scheduled.isRunning, let first = scheduled.queue.first, isDue(first.item.time) else { return nil }
            scheduled.queue.removeFirst()
            if converter.compareVirtualTime(first.item.time, scheduled.clock) == .greaterThan {
                scheduled.clock = first.item.time
            }
            return first.item
        }) {
            // Outside the lock: the action may schedule more work or read the clock.
            next.run()
        }
        state.withLock { $0.isRunning = false }
    }
}

/// A virtual-time scheduler's queue and clock, under its lock.
@usableFromInline
struct VirtualTimeState<Converter: VirtualTimeConverterType>: Sendable {
    @usableFromInline var clock: Converter.VirtualTimeUnit
    @usableFromInline var queue: [(item: VirtualTimeItem<Converter>, cancel: SingleAssignmentDisposable)] = []
    @usableFromInline var isRunning = false

    @usableFromInline
    init(clock: Converter.VirtualTimeUnit) { self.clock = clock }
}

/// One piece of scheduled work and when it is due.
@usableFromInline
struct VirtualTimeItem<Converter: VirtualTimeConverterType>: Sendable {
    @usableFromInline let time: Converter.VirtualTimeUnit
    @usableFromInline let run: @Sendable () -> Void
}
