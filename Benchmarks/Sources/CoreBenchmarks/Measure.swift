import Dispatch

/// Keeps the optimizer from deleting the measured work.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Hides a value from the optimizer, so hand-written baselines are not folded away.
@inline(never)
func opaque<T>(_ value: T) -> T {
    value
}

/// Times `body` over `iterations` runs, `rounds` times, and returns the best nanoseconds per run:
/// the best round is the one least disturbed by the rest of the machine.
func measure(iterations: Int, rounds: Int, _ body: () -> Void) -> Double {
    for _ in 0..<max(1, iterations / 10) { body() }
    var best = Double.infinity
    for _ in 0..<rounds {
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<iterations { body() }
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        best = min(best, Double(elapsed) / Double(iterations))
    }
    return best
}

/// One row of the table: the same work done by Core, its peer and by hand.
struct Row {
    let work: String
    let peer: String
    let core: Double
    let peerTime: Double
    let hand: Double
    let target: Double

    var peerOverCore: Double { peerTime / core }
    var coreOverHand: Double { core / hand }
    var meetsTarget: Bool { peerOverCore >= target }
}
