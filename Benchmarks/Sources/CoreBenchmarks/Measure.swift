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

/// The best nanoseconds per run of the same work done by Core, its peer and by hand.
struct Timings {
    let core: Double
    let peer: Double
    let hand: Double
}

/// Times the three bodies in interleaved rounds of `iterations` runs, after one warm-up round
/// each, and keeps each one's best round. Interleaving makes all three share whatever the
/// machine does meanwhile (on a shared virtual machine, allocation speed alone can vary 2×
/// for seconds), so their ratios stay meaningful; the best round is the least disturbed one.
func compare(iterations: Int, rounds: Int, core: () -> Void, peer: () -> Void, hand: () -> Void) -> Timings {
    var best = (core: Double.infinity, peer: Double.infinity, hand: Double.infinity)
    for round in 0...max(1, rounds) {
        let times = (time(iterations, core), time(iterations, peer), time(iterations, hand))
        guard round > 0 else { continue }
        best = (min(best.core, times.0), min(best.peer, times.1), min(best.hand, times.2))
    }
    return Timings(core: best.core, peer: best.peer, hand: best.hand)
}

/// Nanoseconds per run of `body` over `iterations` runs.
private func time(_ iterations: Int, _ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<iterations { body() }
    return Double(DispatchTime.now().uptimeNanoseconds - start) / Double(iterations)
}

/// One row of the table: the same work done by Core, its peer and by hand.
struct Row {
    let work: String
    let peer: String
    let core: Double
    let peerTime: Double
    let hand: Double
    let target: Double

    init(work: String, peer: String, timings: Timings, target: Double) {
        self.work = work
        self.peer = peer
        core = timings.core
        peerTime = timings.peer
        hand = timings.hand
        self.target = target
    }

    var peerOverCore: Double { peerTime / core }
    var coreOverHand: Double { core / hand }
    var meetsTarget: Bool { peerOverCore >= target }
}
