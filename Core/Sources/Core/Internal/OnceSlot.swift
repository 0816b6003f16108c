import Synchronization

/// The state machine of a disposable that is set once and released once, in either order:
/// one atomic word, so neither side takes a lock.
///
/// The owner keeps the disposable in a stored property it writes before `link()` and reads
/// only after `release()` reported `.linked`; the atomic orders the two threads.
@usableFromInline
struct OnceSlot: ~Copyable, Sendable {
    /// What `release()` found.
    @usableFromInline
    enum Previous {
        /// Nothing was linked yet; the late `link()` will fail and dispose its value.
        case empty
        /// A disposable was linked; the releaser disposes it.
        case linked
        /// Someone released before.
        case released
    }

    private let word = Atomic<Int>(0)

    @usableFromInline
    init() {}

    /// Marks the stored disposable as linked; false when the slot was already released, in
    /// which case the caller disposes it at once.
    @usableFromInline
    borrowing func link() -> Bool {
        word.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing).exchanged
    }

    /// Marks the slot released and says what was there.
    @usableFromInline
    borrowing func release() -> Previous {
        switch word.exchange(2, ordering: .acquiringAndReleasing) {
        case 0: return .empty
        case 1: return .linked
        default: return .released
        }
    }

    /// Whether `release()` was called.
    @usableFromInline
    var isReleased: Bool { word.load(ordering: .acquiring) == 2 }
}
