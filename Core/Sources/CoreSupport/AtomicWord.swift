import CoreAtomics

/// A machine word changed only through atomic operations, in an allocation of its own.
///
/// Core runs where `Synchronization.Atomic` does not (it needs iOS 18 / macOS 15), so its
/// atomics are the compiler's `__atomic` builtins from the `CoreAtomics` C target, the same
/// code on every platform. An atomic must not move while threads share it and Swift may move
/// a struct, so the word lives on the heap; Swift's own `Atomic` avoids that allocation by
/// being non-copyable and address-stable, which a library cannot express before Swift 6.
/// Loads acquire, stores release, and the read-modify-write operations do both.
@usableFromInline
package struct AtomicWord: ~Copyable, @unchecked Sendable {
    // @unchecked: the word is read and written only through the atomic operations below; the
    // pointer itself never changes.
    @usableFromInline let word: UnsafeMutablePointer<Int>

    /// A word holding `initial`.
    @inlinable
    package init(_ initial: Int = 0) {
        word = .allocate(capacity: 1)
        word.initialize(to: initial)
    }

    @inlinable
    deinit { word.deallocate() }

    /// The value, read with sequentially consistent ordering: it sees every store that
    /// happened before it on any thread.
    @inlinable
    package func load() -> Int { core_atomic_load(word) }

    /// Replaces the value.
    @inlinable
    package func store(_ value: Int) { core_atomic_store(word, value) }

    /// Replaces the value and returns the previous one.
    @inlinable
    package func exchange(_ value: Int) -> Int { core_atomic_exchange(word, value) }

    /// Writes `desired` when the word holds `expected`; whether it did.
    @inlinable
    package func compareExchange(expected: Int, desired: Int) -> Bool {
        core_atomic_compare_exchange(word, expected, desired)
    }

    /// Adds `delta` (wrapping) and returns the previous value.
    @inlinable
    @discardableResult
    package func add(_ delta: Int) -> Int { core_atomic_fetch_add(word, delta) }

    /// Sets the bits of `mask` and returns the previous value.
    @inlinable
    @discardableResult
    package func setBits(_ mask: Int) -> Int { core_atomic_fetch_or(word, mask) }
}
