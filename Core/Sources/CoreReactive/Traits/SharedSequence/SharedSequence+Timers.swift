extension SharedSequence where Element: FixedWidthInteger & Sendable {
    /// Emits 0, 1, 2, ... every `period`, the first one after one period, on the sharing
    /// scheduler (the main queue, or the one `SharingScheduler.mock` put in place).
    @inlinable
    public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.interval(period, scheduler: SharingScheduler.timing))
    }

    /// Emits 0 after `dueTime`, then 1, 2, ... every `period`; without a period it completes
    /// after the 0.
    @inlinable
    public static func timer(
        _ dueTime: RxTimeInterval, period: RxTimeInterval? = nil
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.timer(dueTime, period: period, scheduler: SharingScheduler.timing))
    }
}
