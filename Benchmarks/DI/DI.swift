import Benchmark
import Harness
import Rows

/// The harness's entry for this suite: its rows' Core and hand-written sides (the peers' are
/// the `Peers` suite's).
@main
enum DISuite: BenchmarkRunnerHooks {
    static func registerBenchmarks() {
        register(diRows())
    }
}
