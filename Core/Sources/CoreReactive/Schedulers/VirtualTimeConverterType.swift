import Foundation

/// How a `VirtualTimeScheduler` reads its clock: its own units of time and of intervals, and
/// their conversion to and from real dates and intervals (RxSwift's protocol).
public protocol VirtualTimeConverterType: Sendable {
    /// A point in virtual time.
    associatedtype VirtualTimeUnit: Sendable
    /// A span of virtual time.
    associatedtype VirtualTimeIntervalUnit: Sendable

    /// The date a virtual time stands for.
    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime
    /// The virtual time a date stands for.
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit
    /// The seconds a virtual interval stands for.
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval
    /// The virtual interval a real interval, in seconds, stands for (infinite for
    /// `RxTimeInterval.never`), as RxSwift's converter takes it.
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit
    /// `time` moved by `offset`.
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit
    /// How `lhs` compares with `rhs`.
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

/// The order of two virtual times.
public enum VirtualTimeComparison: Sendable {
    /// The first comes before the second.
    case lessThan
    /// They are the same time.
    case equal
    /// The first comes after the second.
    case greaterThan
}
