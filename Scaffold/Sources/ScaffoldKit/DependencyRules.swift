import Foundation

/// The builder-tree rule: every feature the app builds has its `Dependency` met by the app's
/// component, and a requirement it does not meet is named along the feature's branch of the
/// coordinator tree (`AppComponent → Map → VenueDetails → Tips`), where the compiler would
/// only say that `AppComponent` does not conform. A feature's requirements are the
/// properties its `Dependency` protocol declares and those of the protocols it refines (its
/// route's `Builders`, the `…Opening` protocols of the features it opens); the component's
/// are the properties declared in `App/Sources/VenuesApp/Composition`.
public enum DependencyRules {
    /// One property a protocol requires or the component provides.
    public struct Property: Hashable {
        /// Its name.
        public let name: String
        /// Its type, as written.
        public let type: String
    }

    /// Where the component lives, from the repository's root.
    static let composition = "App/Sources/VenuesApp/Composition"

    /// The properties `protocol name` declares in `source`, and the protocols it refines;
    /// nil when `source` does not declare it.
    static func requirements(of name: String, in source: String) -> (properties: [Property], refines: [String])? {
        guard let start = source.range(of: "protocol \(name)"),
            let open = source[start.upperBound...].firstIndex(of: "{")
        else { return nil }
        // The brace that closes the body, not the first `}` (a requirement's `{ get }`).
        var depth = 0
        let close =
            source[open...].indices.first { index in
                if source[index] == "{" { depth += 1 }
                if source[index] == "}" { depth -= 1 }
                return depth == 0
            } ?? source.endIndex
        let header = source[start.upperBound..<open]
        let refines =
            header.drop { $0 != ":" }.dropFirst()
            .split(whereSeparator: { ",&".contains($0) })
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty && $0 != "AnyObject" && $0 != "Sendable" }
        return (properties(in: source[open..<close]), refines)
    }

    /// The `var`/`let` declarations of `text` one level in (a type's members, not a method's
    /// locals), comments left out.
    static func properties(in text: Substring) -> [Property] {
        text.split(separator: "\n").compactMap { line -> Property? in
            guard line.hasPrefix("    "), line.dropFirst(4).first != " " else { return nil }
            let words = line.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 3)
            guard let keyword = words.firstIndex(where: { $0 == "var" || $0 == "let" }),
                words[..<keyword].allSatisfy({ ["public", "private", "internal", "nonisolated"].contains($0) }),
                keyword + 1 < words.count, let colon = line.firstIndex(of: ":")
            else { return nil }
            let name = words[keyword + 1].prefix { $0 != ":" }
            let type = line[line.index(after: colon)...].prefix { $0 != "{" && $0 != "=" }
            let written = type.trimmingCharacters(in: .whitespaces)
            return Property(
                name: String(name), type: written.hasPrefix("any ") ? String(written.dropFirst(4)) : written)
        }
    }

    /// Everything `protocolName` requires: its own properties and, through what it refines,
    /// theirs, found in `sources` (the route's `Builders` typealias names what it stands for).
    static func allRequirements(of protocolName: String, sources: [String]) -> [Property] {
        var pending = [protocolName]
        var seen = Set<String>()
        var found: [Property] = []
        while let name = pending.popLast() {
            guard seen.insert(name).inserted else { continue }
            if name.hasSuffix(".Builders") {
                pending += sources.flatMap { builders(of: String(name.dropLast(".Builders".count)), in: $0) }
                continue
            }
            guard let declared = sources.lazy.compactMap({ requirements(of: name, in: $0) }).first else { continue }
            found += declared.properties
            pending += declared.refines
        }
        return found
    }

    /// What `enum route`'s `typealias Builders = A & B` names, in `source`.
    static func builders(of route: String, in source: String) -> [String] {
        guard let start = source.range(of: "enum \(route)"),
            let alias = source[start.upperBound...].range(of: "typealias Builders =")
        else { return [] }
        return source[alias.upperBound...].prefix { $0 != "\n" }.split(separator: "&")
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The chain from the component to `feature` through the features that open it, shortest
    /// first: `["AppComponent", "Map", "VenueDetails", "Tips"]`.
    static func branch(to feature: String, neighbours: [String: [String]]) -> [String] {
        var openedBy: [String: String] = [:]
        var queue = neighbours.keys.filter { name in !neighbours.values.contains { $0.contains(name) } }.sorted()
        var visited = Set(queue)
        while !queue.isEmpty {
            let current = queue.removeFirst()
            for next in (neighbours[current] ?? []).sorted() where visited.insert(next).inserted {
                openedBy[next] = current
                queue.append(next)
            }
        }
        var chain = [feature]
        while let parent = openedBy[chain[0]] { chain.insert(parent, at: 0) }
        return ["AppComponent"] + chain
    }

    /// Each requirement of a feature's `Dependency` the component does not meet, as a line that
    /// names the branch and the file to change; empty when it meets them all.
    public static func check(_ manifests: FeatureManifests) -> [String] {
        let root = manifests.root
        let read = { (path: String) in
            (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
        }
        let component = SourceFiles.paths(under: [composition], root: root).map(read)
        guard !component.isEmpty else { return [] }
        let provided = Dictionary(
            component.flatMap { properties(in: Substring($0)) }.map { ($0.name, $0.type) }, uniquingKeysWith: { $1 })
        let interfaces = RouteRules.interfaces(of: manifests.features, root: root)
        return manifests.features.sorted().flatMap { feature -> [String] in
            let file = "\(composition)/AppComponent+\(feature).swift"
            guard component.contains(where: { $0.contains("extension AppComponent: \(feature)Dependency") }) else {
                return []
            }
            let sources =
                [read("Modules/\(feature)/Sources/\(feature)/\(feature)Builder.swift")]
                + interfaces.keys.sorted().compactMap { interfaces[$0] }
            let branch = branch(to: feature, neighbours: manifests.neighbours).joined(separator: " → ")
            return unmet(
                allRequirements(of: "\(feature)Dependency", sources: sources), of: feature, provided: provided,
                branch: branch, file: file)
        }
    }

    /// The lines for each of `requirements` that `provided` (name to type) does not meet.
    static func unmet(
        _ requirements: [Property], of feature: String, provided: [String: String], branch: String, file: String
    ) -> [String] {
        requirements.compactMap { requirement in
            switch provided[requirement.name] {
            case requirement.type?:
                return nil
            case let other?:
                return "\(branch): \(feature)Dependency needs `\(requirement.name): \(requirement.type)`, but "
                    + "AppComponent's `\(requirement.name)` is a \(other): change it, or provide a "
                    + "\(requirement.type) in \(file)"
            case nil:
                return "\(branch): \(feature)Dependency needs `\(requirement.name): \(requirement.type)`, which "
                    + "AppComponent does not provide: add it in \(file)"
            }
        }
    }
}
