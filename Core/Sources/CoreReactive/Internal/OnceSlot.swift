import CoreSupport

/// The state machine of a disposable that is set once and released once, in either order,
/// plus a one-shot "finished" flag: one atomic word, so neither side takes a lock, and a sink
/// that needs both pays for one allocation.
///
/// The owner keeps the disposable in a stored property it writes before `link()` and reads
/// only after `release()` reported `.linked`; the atomic orders the two threads. Each bit is
/// set at most once and never cleared, so every transition is one fetch-or.
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

    @usableFromInline static var linkedBit: Int { 1 }
    @usableFromInline static var releasedBit: Int { 2 }
    @usableFromInline static var finishedBit: Int { 4 }
    @usableFromInline static var claimedBit: Int { 8 }

    @usableFromInline let word = AtomicWord()

    @inlinable
    init() {}

    /// Claims the right to store the one disposable; true for the first caller only.
    @usableFromInline
    borrowing func claim() -> Bool {
        word.setBits(Self.claimedBit) & Self.claimedBit == 0
    }

    /// Marks the stored disposable as linked; false when the slot was already released, in
    /// which case the caller disposes it at once.
    @usableFromInline
    borrowing func link() -> Bool {
        word.setBits(Self.linkedBit) & Self.releasedBit == 0
    }

    /// Marks the slot released and says what was there.
    @usableFromInline
    borrowing func release() -> Previous {
        let previous = word.setBits(Self.releasedBit)
        if previous & Self.releasedBit != 0 { return .released }
        return previous & Self.linkedBit != 0 ? .linked : .empty
    }

    /// Whether `release()` was called.
    @usableFromInline
    var isReleased: Bool { word.load() & Self.releasedBit != 0 }

    /// Sets the finished flag; true for the one caller that set it first.
    @inlinable
    borrowing func finish() -> Bool {
        word.setBits(Self.finishedBit) & Self.finishedBit == 0
    }

    /// Whether `finish()` was called.
    @inlinable
    var isFinished: Bool { word.load() & Self.finishedBit != 0 }
}
