/// A value shared with code that may run on any thread, behind a lock: what a test collects
/// from a subscription or a `scheduleAt` action, whose closures are `@Sendable`, or what an
/// app keeps across threads where `Synchronization.Mutex` (iOS 18 / macOS 15) is not there.
///
/// The value is reached only through the box, under its lock. Keep the closures short and
/// call no observers from them: RxSwift's deadlocks came from calling out while a lock was
/// held.
public final class LockedBox<Value: Sendable>: Sendable {
    private let storage: LockedValue<Value>

    /// A box holding `value`.
    public init(_ value: Value) { storage = LockedValue(value) }

    /// A copy of the value, read under the lock: it may change as soon as it is returned.
    public var value: Value { storage.withLock { $0 } }

    /// Runs `body` with the value under the lock, and returns what it returns.
    public func withLock<Result: Sendable>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try storage.withLock { value throws -> Result in try body(&value) }
    }

    /// Changes the value under the lock.
    public func mutate(_ change: (inout Value) -> Void) { storage.withLock { change(&$0) } }
}

extension LockedBox {
    /// Replaces the value.
    public func set(_ newValue: Value) { mutate { $0 = newValue } }

    /// Appends to a list held in the box.
    public func append<Entry>(_ entry: Entry) where Value == [Entry] { mutate { $0.append(entry) } }
}

extension LockedBox where Value == Int {
    /// Adds one.
    public func increment() { mutate { $0 += 1 } }
}
