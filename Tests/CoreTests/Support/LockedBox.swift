import Synchronization

/// A value shared with a hook that may run on any thread.
final class LockedBox<Value: Sendable>: Sendable {
    private let stored: Mutex<Value>

    init(_ value: Value) { stored = Mutex(value) }

    var value: Value { stored.withLock { $0 } }

    func mutate(_ change: (inout Value) -> Void) { stored.withLock { change(&$0) } }
}
