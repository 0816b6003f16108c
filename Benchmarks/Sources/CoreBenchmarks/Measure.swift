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

/// How long the comparison runs: `rounds` interleaved rounds of about `roundNanoseconds` each.
struct Schedule {
    let rounds: Int
    let roundNanoseconds: Double
}

/// Times the three bodies in interleaved rounds and keeps each one's best round.
///
/// Each body gets as many runs per round as fill `roundNanoseconds`, so a slow peer gets as
/// many rounds, spread over the same seconds, as a fast one. Interleaving makes all three
/// share whatever the machine does meanwhile (a shared virtual machine has slow periods that
/// last seconds); the best round is the least disturbed one.
func compare(_ schedule: Schedule, core: () -> Void, peer: () -> Void, hand: () -> Void) -> Timings {
    let runs = (
        calibrate(core, schedule.roundNanoseconds),
        calibrate(peer, schedule.roundNanoseconds),
        calibrate(hand, schedule.roundNanoseconds)
    )
    var best = (core: Double.infinity, peer: Double.infinity, hand: Double.infinity)
    for _ in 0..<max(1, schedule.rounds) {
        best = (
            min(best.core, time(runs.0, core)),
            min(best.peer, time(runs.1, peer)),
            min(best.hand, time(runs.2, hand))
        )
    }
    return Timings(core: best.core, peer: best.peer, hand: best.hand)
}

/// How many runs of `body` take about `nanoseconds`; the runs it makes double as warm-up.
private func calibrate(_ body: () -> Void, _ nanoseconds: Double) -> Int {
    var runs = 1
    while true {
        let perRun = time(runs, body)
        if perRun * Double(runs) >= nanoseconds / 4 {
            return max(1, Int(nanoseconds / perRun))
        }
        runs *= 2
    }
}

/// Nanoseconds per run of `body` over `runs` runs.
private func time(_ runs: Int, _ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<runs { body() }
    return Double(DispatchTime.now().uptimeNanoseconds - start) / Double(runs)
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
