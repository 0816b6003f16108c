#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A value and the lock that guards it, in one allocation: what a type needs to keep
/// mutable state and still be checked `Sendable` (swift-nio's `NIOLockedValueBox`, and
/// `Synchronization.Mutex`'s contract, for the systems before `Mutex`).
///
/// The value is reached only inside `withLock`. It enters `sending` and leaves `sending`,
/// as `Mutex`'s does: what it holds belongs to the box alone, so the box is `Sendable`
/// whatever the value's type. Keep observers and user code out of the closure: RxSwift's
/// deadlocks came from calling out while a lock was held.
///
/// The mutex and the value live on the heap because a mutex must not move and Swift may move
/// a struct; the box is non-copyable and frees them when it goes.
@usableFromInline
package struct LockedValue<Value>: ~Copyable, @unchecked Sendable {
    // @unchecked: the value is read and written only under the mutex, and crosses into and
    // out of the box only `sending` (see above); the pointers never change.
    @usableFromInline let mutex: UnsafeMutablePointer<PlatformMutex>
    @usableFromInline let value: UnsafeMutablePointer<Value>
    /// Where the value starts after the mutex, aligned for it.
    @usableFromInline static var valueOffset: Int {
        let alignment = MemoryLayout<Value>.alignment
        return (MemoryLayout<PlatformMutex>.stride + alignment - 1) / alignment * alignment
    }

    /// A box holding `initial`.
    @inlinable
    package init(_ initial: consuming sending Value) {
        let raw = UnsafeMutableRawPointer.allocate(
            byteCount: Self.valueOffset + MemoryLayout<Value>.size,
            alignment: max(MemoryLayout<PlatformMutex>.alignment, MemoryLayout<Value>.alignment))
        mutex = raw.bindMemory(to: PlatformMutex.self, capacity: 1)
        value = (raw + Self.valueOffset).bindMemory(to: Value.self, capacity: 1)
        #if canImport(Darwin)
        mutex.initialize(to: os_unfair_lock())
        #else
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        #endif
        value.initialize(to: initial)
    }

    @inlinable
    deinit {
        value.deinitialize(count: 1)
        #if !canImport(Darwin)
        pthread_mutex_destroy(mutex)
        #endif
        mutex.deinitialize(count: 1)
        UnsafeMutableRawPointer(mutex).deallocate()
    }

    /// Runs `body` with the value, under the lock.
    @inlinable
    package borrowing func withLock<Result, Failure: Error>(
        _ body: (inout sending Value) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        #if canImport(Darwin)
        os_unfair_lock_lock(mutex)
        defer { os_unfair_lock_unlock(mutex) }
        #else
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        #endif
        return try body(&value.pointee)
    }
}
