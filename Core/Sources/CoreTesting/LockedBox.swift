import Core

/// A value shared with closures that may run on any thread: what a test collects from a
/// subscription or a `scheduleAt` action, whose closures are `@Sendable`.
public final class LockedBox<Value: Sendable>: Sendable {
    private let storage: LockedValue<Value>

    /// A box holding `value`.
    public init(_ value: Value) { storage = LockedValue(value) }

    /// The value now.
    public var value: Value { storage.withLock { $0 } }

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
