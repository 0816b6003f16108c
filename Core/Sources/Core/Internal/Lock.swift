#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A small non-recursive lock on an atomic word.
///
/// `Synchronization.Mutex` would do, but on Linux it locks inside the stdlib, where the thread
/// sanitizer cannot see it, so every guarded access would be reported as a race. Atomics are
/// compiled into this module and instrumented, so `swift test --sanitize=thread` stays
/// meaningful. Critical sections here are a few loads and stores; a contended acquirer spins
/// briefly, then yields its core.
@usableFromInline
package struct Lock: ~Copyable, @unchecked Sendable {
    @usableFromInline let state = Atomic<UInt32>(0)

    /// An unlocked lock.
    @inlinable package init() {}

    @inlinable
    package borrowing func lock() {
        if state.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged { return }
        lockContended()
    }

    @usableFromInline @inline(never)
    borrowing func lockContended() {
        var spins = 0
        while true {
            if state.load(ordering: .relaxed) == 0,
               state.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged {
                return
            }
            spins += 1
            if spins > 64 {
                sched_yield()
            }
        }
    }

    @inlinable
    package borrowing func unlock() {
        state.store(0, ordering: .releasing)
    }

    /// Runs `body` under the lock. Callers keep observers and user code out of `body`:
    /// RxSwift's deadlocks came from calling out while a lock was held.
    @inlinable
    package borrowing func locked<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
