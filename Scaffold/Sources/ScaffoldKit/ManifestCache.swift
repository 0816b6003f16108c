import Foundation

/// A package's last `dump-package` output, kept in its build folder with what it was made
/// from: the manifest's bytes, the package's path and the toolchain. A manifest reads no other
/// file (the kit's manifests and templates read none), so while all three are the same the
/// dump is too, and `feature`, `remove` and `check` dump only the manifests that changed
/// instead of every package's.
struct ManifestCache {
    /// The cache file, in the package's build folder (which git ignores).
    let file: URL
    /// What the dump must have been made from.
    let key: Data

    init(package: URL, manifest: Data) {
        file = package.appendingPathComponent(".build/scaffold-manifest.json")
        var key = Data(package.standardizedFileURL.path.utf8)
        key.append(0)
        key.append(Data(Self.toolchain.utf8))
        key.append(0)
        key.append(manifest)
        self.key = key
    }

    /// The dump made from the same manifest, path and toolchain, if there is one.
    var dump: Data? {
        // No cache, or one that cannot be read, means a dump: nothing is lost.
        guard let stored = try? Data(contentsOf: file),
            let entry = try? JSONSerialization.jsonObject(with: stored) as? [String: String],
            entry["key"] == key.base64EncodedString(), let dump = entry["dump"]
        else { return nil }
        return Data(base64Encoded: dump)
    }

    /// Keeps `dump` for the next run.
    func store(_ dump: Data) {
        let entry = ["key": key.base64EncodedString(), "dump": dump.base64EncodedString()]
        guard let data = try? JSONSerialization.data(withJSONObject: entry) else { return }
        // A cache that cannot be written only costs the next run a dump: the manifest just read
        // is the one the rules check, so nothing is lost.
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: file, options: .atomic)
    }

    /// The `swift` this process runs, by path, size and modification time: a new toolchain
    /// may dump a manifest differently.
    static let toolchain: String = {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        for directory in paths {
            let swift = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
                .resolvingSymlinksInPath()
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: swift.path) else { continue }
            let size = attributes[.size].map { "\($0)" } ?? "?"
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return "\(swift.path) \(size) \(modified)"
        }
        return "swift not on PATH"
    }()
}
