import Benchmark

/// How every row is measured on the harness: wall-clock percentiles and mallocs, 1000
/// operations per iteration (the harness's `--scale` reports them per operation). Allocation
/// counts are deterministic, so CI checks Core's and the hand-written rows against
/// `Thresholds/` (not the peers', whose counts are their code); a tolerance of 10 per 1000
/// operations lets one-off growth of a buffer pass and fails one more malloc per operation.
public var rowConfiguration: Benchmark.Configuration {
    .init(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: 3,
        scalingFactor: .kilo,
        maxDuration: .seconds(1),
        maxIterations: 10_000,
        thresholds: [.mallocCountTotal: .init(absolute: [.p90: 10])]
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

/// Hides a value from the optimizer, so hand-written baselines are not folded away.
@inline(never)
public func opaque<T>(_ value: T) -> T {
    value
}
