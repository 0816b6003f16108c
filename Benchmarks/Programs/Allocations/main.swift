import Foundation
import MallocInterposerSwift
import Rows

/// The allocation check CI runs: every gated row's Core and hand-written side, counted with the
/// harness's own malloc counter (`MallocInterposerSwift`, the library the harness links for
/// `mallocCountTotal`) the way the harness counts them (the mallocs of one iteration of
/// `AllocationCount.operationsPerIteration` operations, after warm-up iterations, p90 over the
/// iterations), against the thresholds the harness records in `Thresholds/`.
///
///     swift run -c release Allocations        (from the Benchmarks folder)
///
/// It builds Core, the rows and the counter, none of the harness: the harness's libraries and
/// its build plugin cost CI several minutes that the counts do not need. Exits with 1 when a
/// row's count strays from its threshold by more than `AllocationCount.tolerance`, or a row has
/// no threshold.
let warmUpIterations = 3
let measuredIterations = 50

/// Mallocs made by each of `measuredIterations` iterations of `work`, after the warm-up.
func mallocCounts(_ work: () -> Void) -> [Int] {
    for _ in 0..<warmUpIterations {
        for _ in 0..<AllocationCount.operationsPerIteration { work() }
    }
    return (0..<measuredIterations).map { _ in
        let before = MallocInterposerSwift.getStatistics().mallocCount
        for _ in 0..<AllocationCount.operationsPerIteration { work() }
        return MallocInterposerSwift.getStatistics().mallocCount - before
    }
}

/// The count at the 90th percentile (nearest rank), as the thresholds are kept.
func p90(_ counts: [Int]) -> Int {
    let sorted = counts.sorted()
    return sorted[max(0, Int((Double(sorted.count) * 0.9).rounded(.up)) - 1)]
}

/// The threshold the harness recorded for `benchmark` (`SUITE.ROW.SIDE`), or nil when it has none.
func threshold(of benchmark: String) -> Int? {
    let file = URL(fileURLWithPath: "Thresholds/\(benchmark).p90.json")
    guard let data = try? Data(contentsOf: file),
        let fields = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return nil }
    return fields["mallocCountTotal"] as? Int
}

MallocInterposerSwift.hook()
var failures: [String] = []
var checked = 0
let perIteration = "per \(AllocationCount.operationsPerIteration) operations"
for suite in suites() {
    for row in suite.rows {
        for (side, work) in [("Core", row.core), ("by_hand", row.hand)] {
            let benchmark = "\(suite.name).\(row.name).\(side)"
            let counted = p90(mallocCounts(work))
            guard let recorded = threshold(of: benchmark) else {
                failures.append("\(benchmark): \(counted) mallocs \(perIteration), and no threshold in Thresholds/")
                continue
            }
            checked += 1
            if abs(counted - recorded) > AllocationCount.tolerance {
                failures.append("\(benchmark): \(counted) mallocs \(perIteration), \(recorded) recorded")
            }
        }
    }
}
MallocInterposerSwift.unhook()
for failure in failures { print(failure) }
guard failures.isEmpty else { exit(1) }
print("\(checked) benchmarks allocate as Thresholds/ records (within \(AllocationCount.tolerance) \(perIteration))")
