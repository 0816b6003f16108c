import Harness
import PeerRows
import Rows

/// The harness's entry: every row's peer side, `<row>.<peer>`, beside the suites' Core and
/// hand-written sides. Reported, never gated.
let benchmarks: @Sendable () -> Void = {
    for row in allPeerRows() { register(row.name, row.peer, row.work) }
}
