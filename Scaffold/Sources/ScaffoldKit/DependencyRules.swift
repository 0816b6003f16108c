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

    /// What the sources declare that the rule reads, each source read once, line by line: at
    /// 150 features a search of every source for each protocol a feature needs made `check`
    /// three times slower.
    struct Declarations {
        /// Each protocol's properties and what it refines, by name.
        var protocols: [String: (properties: [Property], refines: [String])] = [:]
        /// Each route enum's `typealias Builders = A & B`, by the enum's name.
        var builders: [String: [String]] = [:]

        init(_ sources: [String]) {
            for source in sources { read(source) }
        }

        private mutating func read(_ source: String) {
            let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
            var enclosingEnum: String?
            var index = 0
            while index < lines.count {
                let line = lines[index]
                index += 1
                guard let (keyword, name) = Self.declaration(in: line) else { continue }
                if keyword == "enum" { enclosingEnum = name }
                if keyword == "typealias", name == "Builders", let route = enclosingEnum,
                    let equals = line.firstIndex(of: "=")
                {
                    builders[route] = line[line.index(after: equals)...].split(separator: "&")
                        .map { $0.trimmingCharacters(in: .whitespaces) }
                }
                guard keyword == "protocol" else { continue }
                // The header up to its `{`, then the body to the brace that closes it (not a
                // requirement's `{ get }`).
                var header = Substring(line)
                while !header.contains("{"), index < lines.count {
                    header += " " + lines[index]
                    index += 1
                }
                var body: [Substring] = []
                var depth = Self.braces(header)
                while depth > 0, index < lines.count {
                    let member = lines[index]
                    index += 1
                    depth += Self.braces(member)
                    if depth > 0 { body.append(member) }
                }
                let inheritance = header.drop { $0 != ":" }.dropFirst().prefix { $0 != "{" }
                let refines = inheritance.split(whereSeparator: { ",&".contains($0) })
                    .map { $0.trimmingCharacters(in: .whitespaces) }
                    .filter { !$0.isEmpty && $0 != "AnyObject" && $0 != "Sendable" }
                protocols[name] = (properties(in: Substring(body.joined(separator: "\n"))), refines)
            }
        }

        /// The keyword and name of a declaration line (`public protocol TipsOpening {` is
        /// `protocol`, `TipsOpening`), if the line is one: its words before the keyword are
        /// attributes and access levels. Most lines are not, and their first letter says so at
        /// once (a `///`, `var`, `case`, `}`): this runs on every line of every Interface.
        private static func declaration(in line: Substring) -> (keyword: Substring, name: String)? {
            // Bytes, not characters, for the test most lines fail.
            guard let first = line.utf8.first(where: { $0 != UInt8(ascii: " ") }),
                [UInt8(ascii: "@"), UInt8(ascii: "p"), UInt8(ascii: "i"), UInt8(ascii: "e"), UInt8(ascii: "t")]
                    .contains(first)
            else { return nil }
            var words = line.split(separator: " ", maxSplits: 4)[...]
            while let word = words.first, word.hasPrefix("@") || ["public", "private", "internal"].contains(word) {
                words = words.dropFirst()
            }
            guard let keyword = words.first, ["enum", "typealias", "protocol"].contains(keyword), words.count > 1
            else { return nil }
            let name = words[words.startIndex + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return name.isEmpty ? nil : (keyword, String(name))
        }

        /// How many more braces `text` opens than it closes.
        private static func braces(_ text: Substring) -> Int {
            text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "{") ? 1 : $1 == UInt8(ascii: "}") ? -1 : 0) }
        }

        /// Everything `protocolName` requires: its own properties and, through what it
        /// refines, theirs (a route's `Builders` stands for what its typealias names).
        func requirements(of protocolName: String) -> [Property] {
            var pending = [protocolName]
            var seen = Set<String>()
            var found: [Property] = []
            while let name = pending.popLast() {
                guard seen.insert(name).inserted else { continue }
                if name.hasSuffix(".Builders") {
                    pending += builders[String(name.dropLast(".Builders".count))] ?? []
                } else if let declared = protocols[name] {
                    found += declared.properties
                    pending += declared.refines
                }
            }
            return found
        }
    }

    /// Where the component lives, from the repository's root.
    static let composition = "App/Sources/VenuesApp/Composition"

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

    /// For each feature, the feature that opens it on the shortest way from a feature nothing
    /// opens (one the root offers); a root feature has none.
    static func openers(_ neighbours: [String: [String]]) -> [String: String] {
        let opened = Set(neighbours.values.joined())
        var queue = neighbours.keys.filter { !opened.contains($0) }.sorted()
        var visited = Set(queue)
        var openedBy: [String: String] = [:]
        while !queue.isEmpty {
            let current = queue.removeFirst()
            for next in (neighbours[current] ?? []).sorted() where visited.insert(next).inserted {
                openedBy[next] = current
                queue.append(next)
            }
        }
        return openedBy
    }

    /// The chain from the component to `feature` through the features that open it:
    /// `["AppComponent", "Map", "VenueDetails", "Tips"]`.
    static func branch(to feature: String, openers: [String: String]) -> [String] {
        var chain = [feature]
        while let parent = openers[chain[0]], !chain.contains(parent) { chain.insert(parent, at: 0) }
        return ["AppComponent"] + chain
    }

    /// Each requirement of a feature's `Dependency` the component does not meet, as a line that
    /// names the branch and the file to change; empty when it meets them all.
    /// `interfaces` are the features' Interface sources (`RouteRules.interfaces(of:root:)`).
    public static func check(_ manifests: FeatureManifests, interfaces: [String: String]) -> [String] {
        let root = manifests.root
        let read = { (path: String) in
            (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
        }
        let component = SourceFiles.paths(under: [composition], root: root).map(read)
        guard !component.isEmpty else { return [] }
        let provided = Dictionary(
            component.flatMap { properties(in: Substring($0)) }.map { ($0.name, $0.type) }, uniquingKeysWith: { $1 })
        let conformances = Set(
            component.flatMap { $0.split(separator: "\n") }.compactMap { line -> String? in
                guard line.hasPrefix("extension AppComponent: "), line.hasSuffix("Dependency {") else { return nil }
                return String(line.dropFirst("extension AppComponent: ".count).dropLast("Dependency {".count))
            })
        let built = manifests.features.filter(conformances.contains).sorted()
        let declarations = Declarations(
            interfaces.keys.sorted().compactMap { interfaces[$0] }
                + built.map { read("Modules/\($0)/Sources/\($0)/\($0)Builder.swift") })
        let openers = openers(manifests.neighbours)
        return built.flatMap { feature in
            unmet(
                declarations.requirements(of: "\(feature)Dependency"), of: feature, provided: provided,
                branch: branch(to: feature, openers: openers).joined(separator: " → "),
                file: "\(composition)/AppComponent+\(feature).swift")
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
