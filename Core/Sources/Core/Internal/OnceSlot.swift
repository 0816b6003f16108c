import CoreAtomics

/// The state machine of a disposable that is set once and released once, in either order,
/// plus a one-shot "finished" flag: one atomic word, so neither side takes a lock.
///
/// The word is the first stored property of the object that owns the slot, an instance of a
/// root class that declares it first (`UpstreamLink`, `SingleAssignmentDisposable`): an
/// object never moves, so the word needs no allocation of its own, and the slot is a view of
/// it made on each use. The owner keeps the disposable in a stored property it writes before
/// `link()` and reads only after `release()` reported `.linked`; the atomic orders the two
/// threads. Each bit is set at most once and never cleared, so every transition is one
/// fetch-or.
// Unsafe: the owner's stored property is reached through a pointer to the object's stored
// properties, and read and written only through the C atomics. Subscribe and dispose: one
// allocation fewer per subscription (Core/README.md, "Unsafe code, and what it buys").
@usableFromInline
struct OnceSlot {
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

    @usableFromInline let word: UnsafeMutablePointer<Int>

    /// The slot whose word is `owner`'s first stored property (see above).
    @inlinable
    init(wordOf owner: AnyObject) {
        word = _getUnsafePointerToStoredProperties(owner).assumingMemoryBound(to: Int.self)
    }

    /// Marks the stored disposable as linked; false when the slot was already released, in
    /// which case the caller disposes it at once.
    @usableFromInline
    func link() -> Bool {
        core_atomic_fetch_or(word, Self.linkedBit) & Self.releasedBit == 0
    }

    /// Marks the slot released and says what was there.
    @usableFromInline
    func release() -> Previous {
        let previous = core_atomic_fetch_or(word, Self.releasedBit)
        if previous & Self.releasedBit != 0 { return .released }
        return previous & Self.linkedBit != 0 ? .linked : .empty
    }

    /// Whether `release()` was called.
    @usableFromInline
    var isReleased: Bool { core_atomic_load(word) & Self.releasedBit != 0 }

    /// Sets the finished flag; true for the one caller that set it first.
    @inlinable
    func finish() -> Bool {
        core_atomic_fetch_or(word, Self.finishedBit) & Self.finishedBit == 0
    }

    /// Whether `finish()` was called.
    @inlinable
    var isFinished: Bool { core_atomic_load(word) & Self.finishedBit != 0 }
}
