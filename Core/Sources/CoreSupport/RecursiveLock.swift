import Foundation

/// A lock the thread holding it may take again: a synchronized container's factories resolve
/// their own dependencies from the same hierarchy, under the lock their resolution already
/// holds (Swinject's `synchronize()` takes a recursive lock for the same reason). Foundation's
/// `NSRecursiveLock`, which the thread sanitizer sees as the pthread mutex it is on Linux.
@usableFromInline
package struct RecursiveLock: Sendable {
    @usableFromInline let base = NSRecursiveLock()

    /// An unlocked lock.
    @inlinable
    package init() {}

    /// Runs `body` holding the lock, which `body` may take again.
    @inlinable
    package func locked<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        base.lock()
        defer { base.unlock() }
        return try body()
    }
}
