import Core
import Foundation

/// The test scheduler's units: ticks for points and spans, each `resolution` seconds long.
struct TestTimeConverter: VirtualTimeConverterType {
    /// Seconds in one tick.
    let resolution: Double

    func convertFromVirtualTime(_ virtualTime: TestTime) -> RxTime {
        Date(timeIntervalSince1970: Double(virtualTime) * resolution)
    }

    func convertToVirtualTime(_ time: RxTime) -> TestTime {
        TestTime((time.timeIntervalSince1970 / resolution).rounded())
    }

    func convertFromVirtualTimeInterval(_ virtualTimeInterval: TestTime) -> TimeInterval {
        Double(virtualTimeInterval) * resolution
    }

    /// The interval in ticks, rounded to the nearest; `.max` for one that never ends.
    func convertToVirtualTimeInterval(_ seconds: TimeInterval) -> TestTime {
        guard seconds.isFinite else { return .max }
        return TestTime((seconds / resolution).rounded())
    }

    /// `time` moved by `offset` ticks, held at `.max` rather than overflowing.
    func offsetVirtualTime(_ time: TestTime, offset: TestTime) -> TestTime {
        let (sum, overflow) = time.addingReportingOverflow(offset)
        return overflow ? .max : sum
    }

    func compareVirtualTime(_ lhs: TestTime, _ rhs: TestTime) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs == rhs ? .equal : .greaterThan
    }
}
