import CoreAtomics

/// What the calling thread's current-thread trampoline holds, kept in a C thread-local word:
/// every top-level subscribe reads it, and Foundation's thread dictionary, which holds the
/// trampoline's queue, costs a dictionary lookup per read. Only the thread's own code touches
/// it, so it needs neither a lock nor an atomic.
@usableFromInline
package enum TrampolineFlag {
    /// No trampoline runs on this thread.
    @inlinable package static var idle: Int { 0 }
    /// A trampoline runs here and nothing was queued yet.
    @inlinable package static var running: Int { 1 }
    /// A trampoline runs here and its queue exists.
    @inlinable package static var queued: Int { 2 }

    /// This thread's state.
    @inlinable
    package static var current: Int {
        get { core_trampoline_load() }
        set { core_trampoline_store(newValue) }
    }
}
