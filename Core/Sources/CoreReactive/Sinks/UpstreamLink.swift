import CoreSupport

/// The subscription a consumer made upstream, released exactly once.
///
/// It may be released before it is set (a synchronous source that terminates while being
/// subscribed), in which case setting it disposes it at once. Neither side takes a lock.
/// The consumer's own "finished" flag (a terminal event went downstream, or it was disposed)
/// shares the slot's word.
@usableFromInline
class UpstreamLink: @unchecked Sendable {
    // @unchecked: `upstream` is ordered by `slot` (see `OnceSlot`).
    @usableFromInline let slot = OnceSlot()
    /// Written before `slot` links it, read only by the one releaser: never two accesses at
    /// once, so the dynamic exclusivity check would only cost time.
    @usableFromInline
    @exclusivity(unchecked) var upstream: Disposable?

    @inlinable
    init() {}

    /// Whether a terminal event went downstream or the consumer was disposed.
    @inlinable
    final var isFinished: Bool { slot.isFinished }

    /// Marks the consumer finished; true for the one caller that did, who sends the terminal
    /// event (so exactly one is ever sent).
    @inlinable
    final func finish() -> Bool { slot.finish() }

    /// Keeps `disposable`, or disposes it at once when the link was already released.
    @inlinable
    final func setUpstream(_ disposable: Disposable) {
        upstream = disposable
        if slot.link() { return }
        upstream = nil
        disposable.dispose()
    }

    /// Disposes what is linked, once; true for the one caller that released.
    @inlinable
    final func releaseUpstream() -> Bool {
        switch slot.release() {
        case .released:
            return false
        case .empty:
            return true
        case .linked:
            let linked = upstream
            upstream = nil
            linked?.dispose()
            return true
        }
    }
}
