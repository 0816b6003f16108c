import Foundation

/// What a run that reads the sources keeps for the next, in a file of the root's build folder
/// (which git ignores): the scaffold and toolchain that ran it, one line of what it found, and
/// the walk of the sources it read (`SourceWalk.record`), so the next run reads again only
/// what changed. A run by another scaffold or toolchain ignores it.
struct WalkRecord {
    /// Where it is kept, from the root.
    let path: String
    /// The scaffold binary and toolchain that made it.
    let tool: String
    /// What the run found, one line.
    var found = ""
    /// The sources' walk.
    var walk: [UInt8] = []

    /// An empty record for `tool`, to keep at `path`.
    init(path: String, tool: String) {
        self.path = path
        self.tool = tool.replacingOccurrences(of: "\n", with: " ")
    }

    /// The record at `path` under `root` made by `tool`, or an empty one: none, one that cannot
    /// be read or one made by another tool means reading everything, so nothing is lost.
    init(root: URL, path: String, tool: String) {
        self.init(path: path, tool: tool)
        guard let data = try? Data(contentsOf: root.appendingPathComponent(path)) else { return }
        let lines = [UInt8](data).split(separator: 10, maxSplits: 2, omittingEmptySubsequences: false)
        guard lines.count == 3, String(decoding: lines[0], as: UTF8.self) == self.tool else { return }
        found = String(decoding: lines[1], as: UTF8.self)
        walk = Array(lines[2])
    }

    /// The time, in nanoseconds since 1970, before which a stamp is settled: `settling`
    /// seconds before now. A file stamped later could change again within the same tick of a
    /// coarse clock, so a run records it to be read again.
    static func settledBefore(settling: TimeInterval) -> Int64 {
        Int64((Date().timeIntervalSince1970 - settling) * 1e9)
    }

    /// Writes the record under `root`.
    func store(root: URL) {
        let file = root.appendingPathComponent(path)
        // A record that cannot be written costs the next run its full time, nothing else: this
        // run's result stands on what it read.
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(Array((tool + "\n" + found.replacingOccurrences(of: "\n", with: " ") + "\n").utf8) + walk)
            .write(to: file, options: .atomic)
    }
}
