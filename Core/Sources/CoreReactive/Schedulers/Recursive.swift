import CoreSupport

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
final class ScheduledSteps: Disposable {
    @inlinable
    init() {}

    /// The newest step's number, the step whose disposable is held, and that disposable.
    @usableFromInline
    struct State: Sendable {
        @usableFromInline var newest = 0
        @usableFromInline var held = 0
        @usableFromInline var pending: Disposable?
        @usableFromInline var disposed = false

        @inlinable
        init() {}
    }

    @usableFromInline
    let state = LockedValue(State())

    /// Numbers a new step; nil once disposed.
    @inlinable
    func begin() -> Int? {
        state.withLock { state in
            guard !state.disposed else { return nil }
            state.newest += 1
            return state.newest
        }
    }

    /// Keeps the disposable of step `generation` unless a newer step is already held.
    @inlinable
    func hold(_ disposable: Disposable, generation: Int) {
        let rejected = state.withLock { state -> Bool in
            if state.disposed { return true }
            guard generation > state.held else { return false }
            state.held = generation
            state.pending = disposable
            return false
        }
        if rejected { disposable.dispose() }
    }

    @inlinable
    func dispose() {
        let current = state.withLock { state -> Disposable? in
            state.disposed = true
            defer { state.pending = nil }
            return state.pending
        }
        current?.dispose()
    }
}
