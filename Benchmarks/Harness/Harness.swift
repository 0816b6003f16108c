import Benchmark
import Rows

/// How every row is measured on the harness: wall-clock percentiles and mallocs, 1000
/// operations per iteration (`.kilo`, `AllocationCount.operationsPerIteration`; the harness's
/// `--scale` reports them per operation). Allocation counts are deterministic, so Core's and
/// the hand-written rows have thresholds in `Thresholds/` (not the peers', whose counts are
/// their code), which CI checks with the `Allocations` program.
public var rowConfiguration: Benchmark.Configuration {
    .init(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: 3,
        scalingFactor: .kilo,
        maxDuration: .seconds(1),
        maxIterations: 10_000,
        thresholds: [.mallocCountTotal: .init(absolute: [.p90: AllocationCount.tolerance])]
    )
}

/// Registers `body` as the benchmark `<work>.<who>`. No spaces: the harness writes its
/// threshold files with spaces made underscores, then looks them up with the spaces.
public func register(_ work: String, _ who: String, _ body: @escaping () -> Void) {
    Benchmark("\(work).\(who)", configuration: rowConfiguration) { benchmark in
        for _ in benchmark.scaledIterations { body() }
    }
}

/// Registers each row's Core and hand-written work: `<row>.Core` and `<row>.by_hand`.
public func register(_ rows: [Row]) {
    for row in rows {
        register(row.name, "Core", row.core)
        register(row.name, "by_hand", row.hand)
    }
}
