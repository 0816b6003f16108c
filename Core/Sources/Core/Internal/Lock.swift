import Synchronization

/// Carries a value across a lock boundary; the lock, not the type system, makes that safe.
package struct UncheckedBox<Value>: @unchecked Sendable {
    package var value: Value
}

extension Mutex where Value == Void {
    /// Runs `body` under the lock. Callers keep observers and user code out of `body`:
    /// RxSwift's deadlocks came from calling out while a lock was held.
    @inline(__always)
    package borrowing func locked<Result>(_ body: () -> Result) -> Result {
        withLock { _ in UncheckedBox(value: body()) }.value
    }
}
