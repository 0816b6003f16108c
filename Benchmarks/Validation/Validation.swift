import Benchmark
import Harness
import Rows

/// The harness's entry for the validation rows' Core and hand-written sides (the peers' are
/// the `Peers` suite's); their allocations are not gated.
@main
enum ValidationSuite: BenchmarkRunnerHooks {
    static func registerBenchmarks() {
        register(validationRows())
    }
}
