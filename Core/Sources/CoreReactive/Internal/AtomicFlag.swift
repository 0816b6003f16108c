import CoreSupport

/// A flag that is set once and read from any thread: for state a subscription's closures
/// share, which must be `Sendable` since they may run on another thread.
@usableFromInline
final class AtomicFlag: Sendable {
    @usableFromInline
    let word = AtomicWord()

    @inlinable
    init() {}

    /// Whether `set()` has been called.
    @inlinable
    var isSet: Bool { word.load() != 0 }

    /// Sets the flag.
    @inlinable
    func set() { word.store(1) }
}
