import Foundation

/// What a change touches: the packages whose files it changes, and every package that depends
/// on one of them through the module graph, so that only their tests need to run.
///
/// What it cannot see: a change to Core, Shared or the root manifest reaches every package
/// (it says so, and names the file); files outside the packages (CI scripts, benchmarks) are
/// listed as unseen; and it reads the graph of the tree as it is now, so a dependency the
/// change removed no longer counts.
public struct AffectedPackages: Equatable {
    /// The feature packages to test, by name, sorted.
    public let features: [String]
    /// Whether the root package is affected: the app, the repository's own tests (docs,
    /// generator) and what they read.
    public let root: Bool
    /// Set when the change reaches every package: the first file that does.
    public let everything: String?
    /// Changed files that belong to no package's tests.
    public let unseen: [String]

    /// The files every package builds on: a change to one of them means everything.
    static func reachesEverything(_ path: String) -> Bool {
        path == "Package.swift" || path.hasPrefix("Core/") || path.hasPrefix("Shared/")
    }

    /// The files the root package's tests read besides the app: its own tests, the generator
    /// and its templates, and the documents the docs tests check.
    static func belongsToRoot(_ path: String) -> Bool {
        ["App/", "Tests/", "Scaffold/", "Templates/", "docs/"].contains { path.hasPrefix($0) }
            || path == "README.md" || path == "CONTRIBUTING.md"
    }

    /// The root package's own test targets, as `swift test --filter` takes them.
    public static let rootTests = "^(AppTests|DocsTests|ScaffoldTests)\\."

    /// The `swift test` runs that test what is affected, each as its arguments.
    public var testRuns: [[String]] {
        if everything != nil { return [["test"]] }
        return features.map { ["test", "--package-path", "Modules/\($0)"] }
            + (root ? [["test", "--filter", Self.rootTests]] : [])
    }

    /// What is affected, in words.
    public var summary: [String] {
        if let everything {
            return ["everything: \(everything) is part of what every package builds on; run swift test"]
        }
        var lines = features.map { "Modules/\($0)" }
        if root { lines.append("the root package: the app and the repository's own tests") }
        if lines.isEmpty { lines.append("no package") }
        return lines + unseen.map { "not seen by any package's tests: \($0)" }
    }

    /// What the changed `paths` (relative to the root) touch in `graph`.
    public static func of(changed paths: [String], graph: ModuleGraph) -> AffectedPackages {
        if let widest = paths.first(where: reachesEverything) {
            let features = graph.packages.map(\.name).filter { !["App", "Shared", "Core"].contains($0) }
            return AffectedPackages(features: features.sorted(), root: true, everything: widest, unseen: [])
        }
        var changed = Set<String>()
        var root = false
        var unseen: [String] = []
        let features = Set(graph.packages.map(\.name))
        for path in paths {
            let parts = path.split(separator: "/")
            if parts.count > 2, parts[0] == "Modules", features.contains(String(parts[1])) {
                changed.insert(String(parts[1]))
            } else if belongsToRoot(path) {
                root = true
            } else {
                unseen.append(path)
            }
        }
        let dependents = graph.dependents(of: changed)
        return AffectedPackages(
            features: changed.union(dependents).subtracting(["App"]).sorted(),
            root: root || !changed.isEmpty, everything: nil, unseen: unseen.sorted())
    }

    /// The files changed since `base` (committed or not), and those git does not track yet.
    public static func changedPaths(since base: String, root: URL) throws -> [String] {
        let committed = try git(["diff", "--name-only", base], root: root)
        let untracked = try git(["ls-files", "--others", "--exclude-standard"], root: root)
        return Array(Set(committed + untracked)).sorted()
    }

    private static func git(_ arguments: [String], root: URL) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", root.path] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ScaffoldError(
                "git \(arguments.joined(separator: " ")) failed: is \(root.path) a git checkout, and the base a revision?"
            )
        }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}

extension ModuleGraph {
    /// The packages that depend, directly or through others, on any of `packages`.
    func dependents(of packages: Set<String>) -> Set<String> {
        var owner: [String: String] = [:]
        for package in self.packages { for module in package.modules { owner[module] = package.name } }
        var users: [String: Set<String>] = [:]
        for edge in edges {
            guard let from = owner[edge.from], let to = owner[edge.to], from != to else { continue }
            users[to, default: []].insert(from)
        }
        var found = Set<String>()
        var pending = Array(packages)
        while let next = pending.popLast() {
            for user in users[next, default: []] where found.insert(user).inserted { pending.append(user) }
        }
        return found
    }
}
