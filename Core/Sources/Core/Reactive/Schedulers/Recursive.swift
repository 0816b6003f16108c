extension ImmediateSchedulerType {
    /// Runs `action` on the scheduler; the action may call its second argument to run again
    /// with a new state, as a fresh scheduled step rather than a nested call. Disposing the
    /// result stops the next step.
    @inlinable
    public func scheduleRecursive<State: Sendable>(
        _ state: State, action: @escaping @Sendable (_ state: State, _ recurse: (State) -> Void) -> Void
    ) -> Disposable {
        let steps = ScheduledSteps()
        @Sendable func step(_ state: State) {
            guard let generation = steps.begin() else { return }
            let scheduled = schedule(state) { state in
                action(state, step)
                return Disposables.create()
            }
            steps.hold(scheduled, generation: generation)
        }
        step(state)
        return steps
    }
}

/// The pending step of work that schedules its own next step. A scheduler may run a step
/// before `schedule` returns (a trampoline, or the main scheduler on the main queue), so the
/// disposable of a step scheduled from inside it can arrive first; only the newest step's
/// disposable is kept, and an older one, whose step already ran, is dropped.
@usableFromInline
final class ScheduledSteps: Disposable, @unchecked Sendable {
    @inlinable
    init() {}

    // @unchecked: every field is read and written under `lock`.
    @usableFromInline
    let lock = Lock()
    @usableFromInline
    var newest = 0
    @usableFromInline
    var held = 0
    @usableFromInline
    var pending: Disposable?
    @usableFromInline
    var disposed = false

    /// Numbers a new step; nil once disposed.
    @inlinable
    func begin() -> Int? {
        lock.locked {
            guard !disposed else { return nil }
            newest += 1
            return newest
        }
    }

    /// Keeps the disposable of step `generation` unless a newer step is already held.
    @inlinable
    func hold(_ disposable: Disposable, generation: Int) {
        let rejected = lock.locked { () -> Bool in
            if disposed { return true }
            guard generation > held else { return false }
            held = generation
            pending = disposable
            return false
        }
        if rejected { disposable.dispose() }
    }

    @inlinable
    func dispose() {
        let current = lock.locked { () -> Disposable? in
            disposed = true
            defer { pending = nil }
            return pending
        }
        current?.dispose()
    }
}
