/// Runs work one at a time on the calling thread; a request made while work runs is queued
/// and run by the same loop instead of recursing, so synchronous resubscription cannot
/// overflow the stack.
@usableFromInline
final class SubscriptionTrampoline: @unchecked Sendable {
    // @unchecked: `running` and `again` are read and written under `lock`.
    @usableFromInline
    let lock = Lock()
    @usableFromInline
    var running = false
    @usableFromInline
    var again = false

    @inlinable
    func run(_ work: () -> Void) {
        let start = lock.locked { () -> Bool in
            if running {
                again = true
                return false
            }
            running = true
            return true
        }
        guard start else { return }
        repeat {
            lock.locked { again = false }
            work()
        } while lock.locked { () -> Bool in
            if again { return true }
            running = false
            return false
        }
    }
}
