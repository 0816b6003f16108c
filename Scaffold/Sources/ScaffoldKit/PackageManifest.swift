import Foundation

/// What the rules read of a package's manifest: its targets' dependency edges, the platforms
/// it declares and the local packages it depends on, as `swift package dump-package` gives them.
public struct PackageManifest {
    /// Every target's dependency edges.
    public let edges: [ModuleRules.Edge]
    /// The platforms the manifest declares, by SwiftPM's name (`macos`, `ios`), with their floors.
    public let platforms: [String: PlatformVersion]
    /// The local packages it depends on, by path.
    public let localDependencies: [URL]

    /// A manifest with these parts (the rules' tests build one by hand).
    public init(edges: [ModuleRules.Edge], platforms: [String: PlatformVersion], localDependencies: [URL] = []) {
        self.edges = edges
        self.platforms = platforms
        self.localDependencies = localDependencies
    }

    /// The manifest of the package at `path`.
    public static func read(packageAt path: URL) throws -> PackageManifest {
        let json = try dump(packageAt: path)
        let targets = json["targets"] as? [[String: Any]] ?? []
        let edges = targets.flatMap { target -> [ModuleRules.Edge] in
            let name = target["name"] as? String ?? "?"
            let isTest = ["test", "executable"].contains(target["type"] as? String)
            let dependencies = target["dependencies"] as? [[String: Any]] ?? []
            return dependencies.compactMap { dependency -> ModuleRules.Edge? in
                if let product = dependency["product"] as? [Any] {
                    return ModuleRules.Edge(
                        target: name, dependency: product.first as? String ?? "?",
                        package: product.count > 1 ? product[1] as? String : nil, isTest: isTest)
                }
                let local = (dependency["byName"] ?? dependency["target"]) as? [Any]
                return local.map {
                    ModuleRules.Edge(target: name, dependency: $0.first as? String ?? "?", package: nil, isTest: isTest)
                }
            }
        }
        var platforms: [String: PlatformVersion] = [:]
        for platform in json["platforms"] as? [[String: Any]] ?? [] {
            guard let name = platform["platformName"] as? String, let version = platform["version"] as? String,
                let parsed = PlatformVersion(version)
            else { continue }
            platforms[name] = parsed
        }
        let dependencies = (json["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency -> URL? in
            guard let local = (dependency["fileSystem"] as? [[String: Any]])?.first,
                let path = local["path"] as? String
            else { return nil }
            return URL(fileURLWithPath: path)
        }
        return PackageManifest(edges: edges, platforms: platforms, localDependencies: dependencies)
    }

    /// The manifest of the package at `path` as `swift package dump-package` prints it, from
    /// the package's cache when its manifest has not changed since it was last dumped.
    private static func dump(packageAt path: URL, scratch: String = "scaffold-dump") throws -> [String: Any] {
        // A manifest that cannot be read here is dumped all the same, and SwiftPM says why.
        let manifest = try? Data(contentsOf: path.appendingPathComponent("Package.swift"))
        let cache = manifest.map { ManifestCache(package: path, manifest: $0) }
        if let cached = cache?.dump, let json = parse(cached) { return json }
        let (data, json) = try runDump(packageAt: path, scratch: scratch)
        cache?.store(data)
        return json
    }

    /// Dumps, two at a time, those of the manifests of `packages` that their caches do not
    /// hold yet (a fresh clone's, or those a change touched), so that the rules and the graph
    /// read them all from the caches.
    ///
    /// Each of the two workers takes every other package and has a scratch folder of its own,
    /// since SwiftPM runs one `dump-package` at a time per folder. A manifest that fails here is
    /// read again, one at a time, by whoever needs it, and that read reports the failure.
    static func prefetch(_ packages: [URL]) {
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            for index in stride(from: worker, to: packages.count, by: 2) {
                // Reported by the reader that needs the manifest, as said above.
                _ = try? dump(packageAt: packages[index], scratch: "scaffold-dump-\(worker + 1)")
            }
        }
    }

    /// The dump's JSON, when it is one of a package's manifest.
    private static func parse(_ data: Data) -> [String: Any]? {
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            json["targets"] is [[String: Any]]
        else { return nil }
        return json
    }

    /// Runs `swift package dump-package` on the package at `path`, in the scratch folder
    /// named `scratch`: its output and its JSON.
    private static func runDump(packageAt path: URL, scratch name: String) throws -> (Data, [String: Any]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // A scratch folder of its own: the package's `.build` may be locked by a build or a
        // test run that is asking for this very graph. One folder for every run, kept: SwiftPM
        // serializes runs that share it, and leaves a lock file in the temporary folder for
        // each scratch path it has seen, so a new path per run would add one every time.
        let temporary = FileManager.default.temporaryDirectory
        let scratch = temporary.appendingPathComponent(name)
        process.arguments = [
            "swift", "package", "--scratch-path", scratch.path, "dump-package", "--package-path", path.path,
        ]
        let output = Pipe()
        process.standardOutput = output
        // What SwiftPM says goes to a file, read once it exits: it is the reason when the
        // manifest cannot be read, and a pipe nobody drains could block it.
        let messages = temporary.appendingPathComponent("scaffold-dump-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: messages) }
        guard FileManager.default.createFile(atPath: messages.path, contents: nil) else {
            throw ScaffoldError("cannot write in \(temporary.path), where scaffold reads SwiftPM's messages")
        }
        process.standardError = try FileHandle(forWritingTo: messages)
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let json = parse(data) else {
            let said = (try? String(contentsOf: messages, encoding: .utf8))?.trimmingCharacters(
                in: .whitespacesAndNewlines)
            throw ScaffoldError(
                "cannot read the manifest of \(path.lastPathComponent) with `swift package dump-package`"
                    + (said.map { $0.isEmpty ? "" : ": \($0)" } ?? " (its messages could not be read)"))
        }
        return (data, json)
    }
}
