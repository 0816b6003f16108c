import Foundation

/// Virtual time read as dates, for replaying recorded events with their own timestamps
/// (RxSwift's `HistoricalScheduler`).
public typealias HistoricalScheduler = VirtualTimeScheduler<HistoricalSchedulerTimeConverter>

extension VirtualTimeScheduler where Converter == HistoricalSchedulerTimeConverter {
    /// A historical scheduler whose clock reads `initialClock` (by default the Unix epoch).
    public convenience init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
        self.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
    }
}

/// The units of `HistoricalScheduler`: dates for points, seconds for spans.
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType {
    /// A converter; it keeps nothing.
    public init() {}

    /// The date unchanged: virtual time is counted in dates.
    public func convertFromVirtualTime(_ virtualTime: RxTime) -> RxTime { virtualTime }

    /// The date unchanged: virtual time is counted in dates.
    public func convertToVirtualTime(_ time: RxTime) -> RxTime { time }

    /// The seconds unchanged: virtual spans are counted in seconds.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: TimeInterval) -> TimeInterval {
        virtualTimeInterval
    }

    /// The interval in seconds (`.never` is infinite).
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> TimeInterval { timeInterval }

    /// `time` moved by `offset` seconds.
    public func offsetVirtualTime(_ time: RxTime, offset: TimeInterval) -> RxTime { time.addingTimeInterval(offset) }

    /// The dates' order.
    public func compareVirtualTime(_ lhs: RxTime, _ rhs: RxTime) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs == rhs ? .equal : .greaterThan
    }
}
