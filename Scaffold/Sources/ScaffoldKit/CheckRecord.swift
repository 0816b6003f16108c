import Foundation

/// What the last passing `scaffold check` read, so the next can skip what has not changed,
/// kept in the root's build folder (which git ignores): the scaffold and toolchain that ran
/// it, the stamps of the manifests its manifest rules read, and the walk of the sources it
/// checked for escapes (`SourceWalk.record`), every file of which held none. A check by
/// another scaffold or toolchain ignores it.
struct CheckRecord: Equatable {
    /// The scaffold binary and toolchain that made it.
    var tool: String
    /// The manifests' stamps when their rules last passed; empty when they are to run.
    var manifests = ""
    /// The sources' walk.
    var walk: [UInt8] = []

    static let path = ".build/scaffold-check"

    /// An empty record for `tool`.
    init(tool: String) { self.tool = tool.replacingOccurrences(of: "\n", with: " ") }

    /// The record at `root` made by `tool`, or an empty one: none, one that cannot be read or
    /// one made by another tool means a full check, so nothing is lost.
    init(root: URL, tool: String) {
        self.init(tool: tool)
        guard let data = try? Data(contentsOf: root.appendingPathComponent(Self.path)) else { return }
        let bytes = [UInt8](data)
        let lines = bytes.split(separator: 10, maxSplits: 2, omittingEmptySubsequences: false)
        guard lines.count == 3, String(decoding: lines[0], as: UTF8.self) == self.tool else { return }
        manifests = String(decoding: lines[1], as: UTF8.self)
        walk = Array(lines[2])
    }

    /// Writes the record at `root`.
    func store(root: URL) {
        let file = root.appendingPathComponent(Self.path)
        // A record that cannot be written costs the next check its full time, nothing else:
        // this check's verdict stands on what it read.
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(Array((tool + "\n" + manifests + "\n").utf8) + walk).write(to: file, options: .atomic)
    }
}
