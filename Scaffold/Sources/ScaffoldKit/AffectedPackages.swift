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
    /// The root package's test targets to run, sorted: `AppTests` for the app and every
    /// feature it links, `DocsTests` for the documents and the sources their examples cite,
    /// `ScaffoldTests` for the generator, its templates and the manifests its rules read.
    public let rootTests: [String]
    /// Set when the change reaches every package: the first file that does.
    public let everything: String?
    /// Changed files that belong to no package's tests.
    public let unseen: [String]

    /// The files every package builds on: a change to one of them means everything.
    static func reachesEverything(_ path: String) -> Bool {
        path == "Package.swift" || path.hasPrefix("Core/") || path.hasPrefix("Shared/")
    }

    /// The documents whose Swift blocks `DocsTests` holds equal to the sources they cite.
    public static let documents = [
        "README.md", "CONTRIBUTING.md", "Core/README.md", "Benchmarks/README.md", "docs/",
        "Core/Sources/Core/Core.docc/",
    ]

    /// The root test target a change to `path` (not in a feature package) calls for, if any.
    static func rootTest(for path: String) -> String? {
        if path.hasPrefix("Tests/"), let target = path.split(separator: "/").dropFirst().first {
            return String(target)
        }
        if path.hasPrefix("App/") { return "AppTests" }
        if path.hasPrefix("Scaffold/") || path.hasPrefix("Templates/") { return "ScaffoldTests" }
        if documents.contains(where: { path == $0 || ($0.hasSuffix("/") && path.hasPrefix($0)) }) {
            return "DocsTests"
        }
        return nil
    }

    /// The `swift test` runs that test what is affected, each as its arguments.
    public var testRuns: [[String]] {
        if everything != nil { return [["test"]] }
        return features.map { ["test", "--package-path", "Modules/\($0)"] }
            + (rootTests.isEmpty ? [] : [["test", "--filter", "^(\(rootTests.joined(separator: "|")))\\."]])
    }

    /// What is affected, in words.
    public var summary: [String] {
        if let everything {
            return ["everything: \(everything) is part of what every package builds on; run swift test"]
        }
        var lines = features.map { "Modules/\($0)" }
        if !rootTests.isEmpty { lines.append("the root package's \(rootTests.joined(separator: ", "))") }
        if lines.isEmpty { lines.append("no package") }
        return lines + unseen.map { "not seen by any package's tests: \($0)" }
    }

    /// What the changed `paths` (relative to the root) touch in `graph`; `cited` are the
    /// files the documents' examples copy (see `cited(root:)`).
    public static func of(changed paths: [String], graph: ModuleGraph, cited: Set<String> = []) -> AffectedPackages {
        if let widest = paths.first(where: reachesEverything) {
            let features = graph.packages.map(\.name).filter { !["App", "Shared", "Core"].contains($0) }
            return AffectedPackages(
                features: features.sorted(), rootTests: ["AppTests", "DocsTests", "ScaffoldTests"], everything: widest,
                unseen: [])
        }
        var changed = Set<String>()
        var rootTests = Set<String>()
        var unseen: [String] = []
        let features = Set(graph.packages.map(\.name))
        for path in paths {
            let parts = path.split(separator: "/")
            if cited.contains(path) { rootTests.insert("DocsTests") }
            if parts.count > 2, parts[0] == "Modules", features.contains(String(parts[1])) {
                changed.insert(String(parts[1]))
                // The module rules and the module graph document read the manifests.
                if parts.count == 3, parts[2] == "Package.swift" { rootTests.insert("ScaffoldTests") }
            } else if let test = rootTest(for: path) {
                rootTests.insert(test)
            } else if !cited.contains(path) {
                unseen.append(path)
            }
        }
        // The app links every feature, so its tests run for any feature change.
        if !changed.isEmpty { rootTests.insert("AppTests") }
        let dependents = graph.dependents(of: changed)
        return AffectedPackages(
            features: changed.union(dependents).subtracting(["App"]).sorted(), rootTests: rootTests.sorted(),
            everything: nil, unseen: unseen.sorted())
    }

    /// The files the documents' Swift blocks copy, named by their `<!-- example: PATH -->`
    /// markers: a change to one is checked by `DocsTests`.
    public static func cited(root: URL) -> Set<String> {
        var documents: [URL] = []
        for document in Self.documents {
            let url = root.appendingPathComponent(document)
            guard document.hasSuffix("/") else {
                documents.append(url)
                continue
            }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            documents += names.filter { $0.hasSuffix(".md") }.map { url.appendingPathComponent($0) }
        }
        var cited = Set<String>()
        for document in documents {
            // A document that cannot be read cites nothing here; DocsTests reports it.
            guard let text = try? String(contentsOf: document, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") where line.hasPrefix("<!-- example: ") {
                let path = line.dropFirst("<!-- example: ".count).prefix { $0 != " " && $0 != "#" }
                cited.insert(String(path))
            }
        }
        return cited
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
