import Synchronization

/// A value shared with a hook that may run on any thread.
final class LockedBox<Value: Sendable>: Sendable {
    private let stored: Mutex<Value>

    init(_ value: Value) { stored = Mutex(value) }

    var value: Value { stored.withLock { $0 } }

    func mutate(_ change: (inout Value) -> Void) { stored.withLock { change(&$0) } }
}

extension LockedBox {
    /// Replaces the value.
    func set(_ newValue: Value) { mutate { $0 = newValue } }

    /// Appends to a list held in the box.
    func append<Entry>(_ entry: Entry) where Value == [Entry] { mutate { $0.append(entry) } }
}

extension LockedBox where Value == Int {
    /// Adds one.
    func increment() { mutate { $0 += 1 } }
}
