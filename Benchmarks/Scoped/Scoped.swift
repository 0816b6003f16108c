import Harness
import Rows

/// The harness's entry: this suite's rows, Core, its peer and the hand-written work side by side.
let benchmarks: @Sendable () -> Void = {
    register(scopedRows())
}
