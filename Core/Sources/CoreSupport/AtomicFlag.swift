/// A flag that is set once and read from any thread: for state a subscription's closures
/// share, which must be `Sendable` since they may run on another thread.
@usableFromInline
package final class AtomicFlag: Sendable {
    @usableFromInline
    package let word = AtomicWord()

    @inlinable
    package init() {}

    /// Whether `set()` has been called.
    @inlinable
    package var isSet: Bool { word.load() != 0 }

    /// Sets the flag.
    @inlinable
    package func set() { word.store(1) }
}
