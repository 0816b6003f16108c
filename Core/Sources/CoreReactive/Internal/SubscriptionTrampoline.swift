import CoreSupport

/// Runs work one at a time on the calling thread; a request made while work runs is queued
/// and run by the same loop instead of recursing, so synchronous resubscription cannot
/// overflow the stack.
@usableFromInline
final class SubscriptionTrampoline: Sendable {
    /// Whether the loop runs, and whether a request came in while it did.
    @usableFromInline
    struct State: Sendable {
        @usableFromInline var running = false
        @usableFromInline var again = false

        @inlinable
        init() {}
    }

    @usableFromInline
    let state = LockedValue(State())

    @inlinable
    init() {}

    @inlinable
    func run(_ work: () -> Void) {
        let start = state.withLock { state -> Bool in
            if state.running {
                state.again = true
                return false
            }
            state.running = true
            return true
        }
        guard start else { return }
        repeat {
            state.withLock { $0.again = false }
            work()
        } while state.withLock { state -> Bool in
            if state.again { return true }
            state.running = false
            return false
        }
    }
}
