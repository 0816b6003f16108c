import Foundation

// `--quick` is CI's short mode: it proves the benchmarks build and run, not how fast they are.
let quick = CommandLine.arguments.contains("--quick")
let schedule =
    quick ? Schedule(rounds: 1, roundNanoseconds: 200_000) : Schedule(rounds: 60, roundNanoseconds: 10_000_000)

func format(_ nanoseconds: Double) -> String {
    nanoseconds >= 1_000 ? String(format: "%.2f µs", nanoseconds / 1_000) : String(format: "%.1f ns", nanoseconds)
}

let rows = diRows(schedule) + reactiveRows(schedule)

var system = utsname()
uname(&system)
let machine = withUnsafeBytes(of: &system.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
let date = ISO8601DateFormatter().string(from: Date()).prefix(10)
print(
    "Core benchmarks, \(date), \(machine), \(ProcessInfo.processInfo.activeProcessorCount) cores\(quick ? " (quick mode: numbers are not meaningful)" : "")"
)
print("")
print("| Work | Core | Peer | Peer time | Peer / Core | Core / hand-written | Target |")
print("|---|---:|---|---:|---:|---:|---|")
for row in rows {
    let verdict = row.meetsTarget ? "≥\(Int(row.target))× met" : "≥\(Int(row.target))× MISSED"
    print(
        "| \(row.work) | \(format(row.core)) | \(row.peer) | \(format(row.peerTime)) | \(String(format: "%.1f×", row.peerOverCore)) | \(String(format: "%.1f×", row.coreOverHand)) | \(verdict) |"
    )
}
