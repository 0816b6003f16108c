/// The state machine of a disposable that is set once and released once, in either order,
/// plus a one-shot "finished" flag: one atomic word, so neither side takes a lock, and a sink
/// that needs both pays for one allocation.
///
/// The owner keeps the disposable in a stored property it writes before `link()` and reads
/// only after `release()` reported `.linked`; the atomic orders the two threads. Each bit is
/// set at most once and never cleared, so every transition is one fetch-or.
@usableFromInline
package struct OnceSlot: ~Copyable, Sendable {
    /// What `release()` found.
    @usableFromInline
    package enum Previous {
        /// Nothing was linked yet; the late `link()` will fail and dispose its value.
        case empty
        /// A disposable was linked; the releaser disposes it.
        case linked
        /// Someone released before.
        case released
    }

    @usableFromInline package static var linkedBit: Int { 1 }
    @usableFromInline package static var releasedBit: Int { 2 }
    @usableFromInline package static var finishedBit: Int { 4 }
    @usableFromInline package static var claimedBit: Int { 8 }

    @usableFromInline package let word = AtomicWord()

    @inlinable
    package init() {}

    /// Claims the right to store the one disposable; true for the first caller only.
    @usableFromInline
    package borrowing func claim() -> Bool {
        word.setBits(Self.claimedBit) & Self.claimedBit == 0
    }

    /// Marks the stored disposable as linked; false when the slot was already released, in
    /// which case the caller disposes it at once.
    @usableFromInline
    package borrowing func link() -> Bool {
        word.setBits(Self.linkedBit) & Self.releasedBit == 0
    }

    /// Marks the slot released and says what was there.
    @usableFromInline
    package borrowing func release() -> Previous {
        let previous = word.setBits(Self.releasedBit)
        if previous & Self.releasedBit != 0 { return .released }
        return previous & Self.linkedBit != 0 ? .linked : .empty
    }

    /// Whether `release()` was called.
    @usableFromInline
    package var isReleased: Bool { word.load() & Self.releasedBit != 0 }

    /// Sets the finished flag; true for the one caller that set it first.
    @inlinable
    package borrowing func finish() -> Bool {
        word.setBits(Self.finishedBit) & Self.finishedBit == 0
    }

    /// Whether `finish()` was called.
    @inlinable
    package var isFinished: Bool { word.load() & Self.finishedBit != 0 }
}
