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

    /// The manifest of the package at `path`, as `swift package dump-package` reads it (so
    /// what the manifest computes is read, not its text); throws when the dump fails.
    public static func read(packageAt path: URL) throws -> PackageManifest {
        try read(packagesAt: [path])[0]
    }

    /// The manifests of the packages at `paths`, in order, their dumps run side by side.
    static func read(packagesAt paths: [URL]) throws -> [PackageManifest] {
        // Each dump has a scratch folder of its own, since SwiftPM runs one at a time per folder.
        let running = try paths.enumerated().map { try Dump(packageAt: $1, scratch: "scaffold-dump-\($0 + 1)") }
        return try running.map { try manifest(of: $0.json()) }
    }

    /// What the rules read of a manifest's dump.
    private static func manifest(of json: [String: Any]) -> PackageManifest {
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

    /// The dump's JSON, when it is one of a package's manifest.
    private static func parse(_ data: Data) -> [String: Any]? {
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            json["targets"] is [[String: Any]]
        else { return nil }
        return json
    }

    /// A `swift package dump-package` running on one package.
    private struct Dump {
        let path: URL
        let process = Process()
        let output = Pipe()
        /// Where SwiftPM's messages go, read once it exits: they are the reason when the manifest
        /// cannot be read, and a pipe nobody drains could block it.
        let messages: URL

        /// Starts the dump of the package at `path` in the scratch folder named `scratch`.
        init(packageAt path: URL, scratch: String) throws {
            self.path = path
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            // A scratch folder of scaffold's: the package's `.build` may be locked by a build or
            // a test run that is asking for this very graph. The same folders every run, kept:
            // SwiftPM leaves a lock file in the temporary folder for each scratch path it has
            // seen, so a new path per run would add one every time.
            let temporary = FileManager.default.temporaryDirectory
            process.arguments = [
                "swift", "package", "--scratch-path", temporary.appendingPathComponent(scratch).path,
                "dump-package", "--package-path", path.path,
            ]
            process.standardOutput = output
            messages = temporary.appendingPathComponent("scaffold-dump-\(UUID().uuidString).txt")
            guard FileManager.default.createFile(atPath: messages.path, contents: nil) else {
                throw ScaffoldError("cannot write in \(temporary.path), where scaffold reads SwiftPM's messages")
            }
            process.standardError = try FileHandle(forWritingTo: messages)
            try process.run()
        }

        /// Waits for the dump: its JSON, or why the manifest cannot be read.
        func json() throws -> [String: Any] {
            defer { try? FileManager.default.removeItem(at: messages) }
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard process.terminationStatus == 0, let json = parse(data) else {
                let said = (try? String(contentsOf: messages, encoding: .utf8))?.trimmingCharacters(
                    in: .whitespacesAndNewlines)
                throw ScaffoldError(
                    "cannot read the manifest of \(path.lastPathComponent) with `swift package dump-package`"
                        + (said.map { $0.isEmpty ? "" : ": \($0)" } ?? " (its messages could not be read)"))
            }
            return json
        }
    }
}
