extension ImmediateSchedulerType {
    /// Runs `action` on the scheduler; the action may call its second argument to run again
    /// with a new state, as a fresh scheduled step rather than a nested call. Disposing the
    /// result stops the next step.
    public func scheduleRecursive<State>(
        _ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
    ) -> Disposable {
        let steps = ScheduledSteps()
        func step(_ state: State) {
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
final class ScheduledSteps: Disposable, @unchecked Sendable {
    // @unchecked: every field is read and written under `lock`.
    private let lock = Lock()
    private var newest = 0
    private var held = 0
    private var pending: Disposable?
    private var disposed = false

    /// Numbers a new step; nil once disposed.
    func begin() -> Int? {
        lock.locked {
            guard !disposed else { return nil }
            newest += 1
            return newest
        }
    }

    /// Keeps the disposable of step `generation` unless a newer step is already held.
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

    func dispose() {
        let current = lock.locked { () -> Disposable? in
            disposed = true
            defer { pending = nil }
            return pending
        }
        current?.dispose()
    }
}
