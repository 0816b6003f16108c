import Dispatch
import Foundation
import PeerRows
import Rows

/// Core against its peer in turns: each row runs Core's and the peer's side alternately, in
/// short rounds of the same number of operations, inside one process. A ratio taken from two
/// benchmarks run one after the other compares whatever speed the shared machine had at each
/// moment (it switches between spells about 1.6x apart); two sides timed a millisecond apart
/// share the spell, so the median of the paired ratios answers in one run.
///
///     swift run -c release Turns [--filter TEXT] [--seconds S] [--check] [--tsv]
///
/// `--filter` keeps the rows whose names contain any of its comma-separated pieces. `--check`
/// exits with 1 when a row's median ratio is below its floor. `--tsv` prints one
/// line per row (name, median ratio, p10, p90, Core ns, peer ns) for scripts.
struct Options {
    var filter: String?
    var secondsPerRow = 3.0
    var check = false
    var tsv = false

    init(_ arguments: [String]) throws(UsageError) {
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            switch flag {
            case "--filter": filter = try Self.value(of: flag, from: &rest)
            case "--seconds":
                guard let seconds = Double(try Self.value(of: flag, from: &rest)), seconds > 0 else {
                    throw UsageError("--seconds takes a positive number")
                }
                secondsPerRow = seconds
            case "--check": check = true
            case "--tsv": tsv = true
            default: throw UsageError("unknown option \(flag)")
            }
        }
    }

    private static func value(of flag: String, from rest: inout ArraySlice<String>) throws(UsageError) -> String {
        guard let value = rest.popFirst() else { throw UsageError("\(flag) needs a value") }
        return value
    }
}

struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Nanoseconds that `operations` runs of `work` took.
func time(_ work: () -> Void, _ operations: Int) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<operations { work() }
    return Double(DispatchTime.now().uptimeNanoseconds - start)
}

/// The value at `fraction` of the sorted values (nearest rank).
func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    let index = Int((Double(sorted.count - 1) * fraction).rounded())
    return sorted[index]
}

/// What one row measured in turns.
struct Turns {
    let row: Row
    let peer: PeerRow
    let ratios: [Double]
    let coreNanoseconds: [Double]
    let peerNanoseconds: [Double]

    /// Runs `row` for about `seconds`: rounds of as many operations as take Core about a
    /// millisecond, the side that goes first alternating from round to round.
    init(_ row: Row, against peer: PeerRow, seconds: Double) {
        self.row = row
        self.peer = peer
        var operations = 1
        while time(row.core, operations) < 1_000_000 { operations *= 2 }
        for _ in 0..<3 {
            _ = time(row.core, operations)
            _ = time(peer.work, operations)
        }
        let round = time(row.core, operations) + time(peer.work, operations)
        let rounds = min(401, max(21, Int(seconds * 1e9 / round))) | 1
        var ratios: [Double] = []
        var coreTimes: [Double] = []
        var peerTimes: [Double] = []
        for index in 0..<rounds {
            // Whoever goes first alternates, so neither side always runs on a warmer cache.
            let coreTime: Double
            let peerTime: Double
            if index.isMultiple(of: 2) {
                coreTime = time(row.core, operations)
                peerTime = time(peer.work, operations)
            } else {
                peerTime = time(peer.work, operations)
                coreTime = time(row.core, operations)
            }
            ratios.append(peerTime / coreTime)
            coreTimes.append(coreTime / Double(operations))
            peerTimes.append(peerTime / Double(operations))
        }
        self.ratios = ratios
        coreNanoseconds = coreTimes
        peerNanoseconds = peerTimes
    }

    var median: Double { percentile(ratios, 0.5) }
    var meetsFloor: Bool { row.floor.map { median >= $0 } ?? true }
}

func nanoseconds(_ value: Double) -> String {
    value >= 1_000 ? "\(((value / 10).rounded() / 100)) µs" : "\(Int(value.rounded())) ns"
}

func ratio(_ value: Double) -> String {
    "\((value * 10).rounded() / 10)×"
}

let options: Options
do {
    options = try Options(Array(CommandLine.arguments.dropFirst()))
} catch {
    print("Turns: \(error)")
    print("usage: Turns [--filter TEXT] [--seconds S] [--check] [--tsv]")
    exit(2)
}
let peers = Dictionary(allPeerRows().map { ($0.name, $0) }) { first, _ in first }
let rows = allRows().filter { row in
    options.filter.map { filter in filter.split(separator: ",").contains { row.name.contains($0) } } ?? true
}
if !options.tsv {
    print("| Row | Core | Peer | Peer / Core, median of paired rounds [p10–p90] | Rounds | Floor |")
    print("|---|---:|---|---:|---:|---|")
}
var missed: [String] = []
for row in rows {
    guard let peer = peers[row.name] else {
        print("\(row.name) has no peer row")
        exit(2)
    }
    let turns = Turns(row, against: peer, seconds: options.secondsPerRow)
    let coreTime = percentile(turns.coreNanoseconds, 0.5)
    let peerTime = percentile(turns.peerNanoseconds, 0.5)
    let low = percentile(turns.ratios, 0.1)
    let high = percentile(turns.ratios, 0.9)
    if !turns.meetsFloor { missed.append(row.name) }
    if options.tsv {
        print([row.name, "\(turns.median)", "\(low)", "\(high)", "\(coreTime)", "\(peerTime)"].joined(separator: "\t"))
    } else {
        let floor = row.floor.map { "≥\(ratio($0)) " + (turns.meetsFloor ? "met" : "**missed**") } ?? "none"
        print(
            "| \(row.name.replacingOccurrences(of: "_", with: " ")) | \(nanoseconds(coreTime)) | \(turns.peer.peer) \(nanoseconds(peerTime))"
                + " | \(ratio(turns.median)) [\(ratio(low))–\(ratio(high))] | \(turns.ratios.count) | \(floor) |")
    }
}
if options.check, !missed.isEmpty {
    print("Below the floor: \(missed.joined(separator: ", "))")
    exit(1)
}
