import Synchronization

/// A value shared with a closure that may run on any thread: what a test collects from a
/// subscription whose closures are `@Sendable`.
public final class LockedBox<Value: Sendable>: Sendable {
    private let stored: Mutex<Value>

    /// A box holding `value`.
    public init(_ value: Value) { stored = Mutex(value) }

    /// The value now.
    public var value: Value { stored.withLock { $0 } }

    /// Changes the value under the lock.
    public func mutate(_ change: (inout Value) -> Void) { stored.withLock { change(&$0) } }
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
