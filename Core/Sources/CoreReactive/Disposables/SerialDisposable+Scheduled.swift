extension SerialDisposable {
    /// Holds the work `start` schedules, even when that work runs, on another thread, and
    /// stores its own successor here before `start` returns.
    ///
    /// Assigning `start`'s result straight to `disposable` would then replace, and so dispose,
    /// that successor: a timer that re-arms itself would stop for good. Here a single-assignment
    /// slot is stored before anything is scheduled, and `start`'s result goes into the slot: a
    /// successor stored meanwhile has already replaced the slot, which then disposes the
    /// finished work it receives and leaves the successor running.
    @inlinable
    func replace(scheduling start: () -> Disposable) {
        let slot = SingleAssignmentDisposable()
        disposable = slot
        slot.setDisposable(start())
    }
}
