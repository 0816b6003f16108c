#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

#if canImport(Darwin)
@usableFromInline package typealias PlatformMutex = os_unfair_lock
#else
@usableFromInline package typealias PlatformMutex = pthread_mutex_t
#endif

/// A small non-recursive lock over the platform's own mutex: `os_unfair_lock` on Apple
/// platforms, `pthread_mutex_t` elsewhere (the choice swift-nio's `NIOLock` makes).
///
/// A waiter sleeps in the kernel instead of spinning, so a low-priority holder is never
/// starved by a spinning high-priority waiter (the priority inversion that retired
/// `OSSpinLock`); `os_unfair_lock` also lends the waiter's priority to the holder.
///
/// The thread sanitizer intercepts `pthread_mutex_lock` and `pthread_mutex_unlock`, so on
/// Linux every access guarded by this lock is ordered in its model and
/// `swift test --sanitize=thread` reports only real races. (`Synchronization.Mutex` parks on
/// a futex inside the standard library, which the sanitizer cannot see.)
///
/// The mutex lives on the heap because a mutex must not move, and Swift may move a struct.
@usableFromInline
package struct Lock: ~Copyable, @unchecked Sendable {
    // @unchecked: the mutex is the synchronization; its pointer never changes.
    @usableFromInline let mutex: UnsafeMutablePointer<PlatformMutex>

    /// An unlocked lock.
    @inlinable
    package init() {
        mutex = .allocate(capacity: 1)
        #if canImport(Darwin)
        mutex.initialize(to: os_unfair_lock())
        #else
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        #endif
    }

    @inlinable
    deinit {
        #if !canImport(Darwin)
        pthread_mutex_destroy(mutex)
        #endif
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    @inlinable
    package borrowing func lock() {
        #if canImport(Darwin)
        os_unfair_lock_lock(mutex)
        #else
        pthread_mutex_lock(mutex)
        #endif
    }

    @inlinable
    package borrowing func unlock() {
        #if canImport(Darwin)
        os_unfair_lock_unlock(mutex)
        #else
        pthread_mutex_unlock(mutex)
        #endif
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
