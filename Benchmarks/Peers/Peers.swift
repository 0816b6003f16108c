import Benchmark
import Harness
import PeerRows
import Rows

/// The harness's entry for the peers: every row's peer side, `<row>.<peer>`, beside the other
/// suites' Core and hand-written sides. Reported, never gated.
@main
enum PeersSuite: BenchmarkRunnerHooks {
    static func registerBenchmarks() {
        for row in allPeerRows() { register(row.name, row.peer, row.work) }
    }
}
