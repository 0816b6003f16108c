import Core

/// An integer several threads change at once: a test's tally of deliveries, overlaps or
/// violations. Behind a lock rather than `Synchronization.Atomic`, which needs iOS 18 /
/// macOS 15 where Core runs back to iOS 13 / macOS 10.15; the lock also orders what the
/// threads did before each change, which a relaxed atomic would not.
final class SharedCount: Sendable {
    private let box: LockedBox<Int>

    init(_ value: Int = 0) { box = LockedBox(value) }

    /// The count now.
    var value: Int { box.value }

    /// Adds `delta` and returns the new count.
    @discardableResult
    func add(_ delta: Int = 1) -> Int {
        box.withLock { count in
            count += delta
            return count
        }
    }

    /// Sets the count.
    func store(_ value: Int) { box.set(value) }

    /// Sets the count to `desired` if it is `expected`; whether it did.
    func compareExchange(expected: Int, desired: Int) -> Bool {
        box.withLock { count in
            guard count == expected else { return false }
            count = desired
            return true
        }
    }
}
