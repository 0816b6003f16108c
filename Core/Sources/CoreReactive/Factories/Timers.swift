extension Observable where Element: FixedWidthInteger {
    /// Emits 0, 1, 2, ... every `period` on `scheduler`, the first one after one period.
    @inlinable
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element>
    where Element: Sendable {
        timer(period, period: period, scheduler: scheduler)
    }

    /// Emits 0 after `dueTime`, then, with a `period`, 1, 2, ... every period; without one it completes.
    @inlinable
    public static func timer(
        _ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType
    ) -> Observable<Element> where Element: Sendable {
        Observable { observer in
            let sink = Sink<Element>(observer: observer)
            if let period {
                sink.setUpstream(
                    scheduler.schedulePeriodic(Element.zero, startAfter: dueTime, period: period) { count in
                        sink.forwardNext(count)
                        return count &+ 1
                    })
            } else {
                sink.setUpstream(
                    scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                        sink.forwardNext(0)
                        sink.forwardTerminal(.completed)
                        return Disposables.create()
                    })
            }
            return sink
        }
    }
}
