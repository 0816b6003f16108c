#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A thread asleep until another hands it something: the subject's delivery role, passed
/// from the thread that held it to the one that waited longest.
///
/// A `pthread` mutex and condition of its own, on every platform: the subject's lock is an
/// `os_unfair_lock` on Apple platforms, which has no condition to wait on; and the thread
/// sanitizer intercepts these calls, so in its model what the giver did before `give()`
/// happens before what the taker does after `take()`.
@usableFromInline
package final class HandOff: @unchecked Sendable {
    // @unchecked: `handed` is read and written under `mutex` only; the pointers never change.
    @usableFromInline package let mutex: UnsafeMutablePointer<pthread_mutex_t>
    @usableFromInline package let condition: UnsafeMutablePointer<pthread_cond_t>
    @usableFromInline package var handed = false

    @usableFromInline
    package init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deinitialize(count: 1)
        condition.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Sleeps until `give()` was called (returns at once if it already was).
    @usableFromInline
    package func take() {
        pthread_mutex_lock(mutex)
        // A loop: a condition may wake a waiter nobody signalled.
        while !handed { pthread_cond_wait(condition, mutex) }
        pthread_mutex_unlock(mutex)
    }

    /// Wakes the thread in `take()`, or lets it through when it gets there.
    @usableFromInline
    package func give() {
        pthread_mutex_lock(mutex)
        handed = true
        pthread_cond_signal(condition)
        pthread_mutex_unlock(mutex)
    }
}
