import Foundation

/// The route rule: a feature's edges are declared once, as the cases of the route enum in its
/// Interface (`enum MapRoute: FeatureRoute`), and the two lists the compiler cannot compare
/// with the cases must agree with them: the enum's `edges` (what the manifest, the link check
/// and the help read) names each case's destination once, in case order, and the root
/// manifest's `neighbours` (what the feature's package may import) names exactly the features
/// whose inputs the cases carry. A case is `case name(Destination)`; a destination declared in
/// no feature's Interface (`AddedScreen.Named`) is a screen of the feature's own.
public enum RouteRules {
    /// What the rule reads of one feature's route enum.
    public struct Route: Equatable {
        /// The enum's name.
        public let name: String
        /// Each case's destination type, in order.
        public let destinations: [String]
        /// The types whose `edge` the `edges` list names, in order.
        public let edges: [String]
    }

    /// The route enum of feature `feature` in `source` (its Interface's text), or nil when it
    /// declares none.
    public static func route(of feature: String, in source: String) -> Route? {
        let name = feature + "Route"
        guard let start = source.range(of: "enum \(name)"), let open = source[start.upperBound...].firstIndex(of: "{")
        else { return nil }
        var depth = 0
        var end = source.endIndex
        for index in source[open...].indices {
            if source[index] == "{" { depth += 1 }
            if source[index] == "}" { depth -= 1 }
            if depth == 0 {
                end = index
                break
            }
        }
        // Comments are left out, so neither a commented-out case nor a doc comment that
        // mentions `edges` is read as code.
        let lines = source[open..<end].split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.hasPrefix("//") }
        let code = lines.joined(separator: "\n")
        let destinations = lines.compactMap { line -> String? in
            guard line.hasPrefix("case "), let open = line.firstIndex(of: "("), let close = line.lastIndex(of: ")")
            else { return nil }
            // `case venue(VenueDetailsInput)` or, labelled, `case venue(input: VenueDetailsInput)`.
            let payload = line[line.index(after: open)..<close]
            return String(payload.split(separator: ":").last ?? payload).trimmingCharacters(in: .whitespaces)
        }
        let edgesText = code.range(of: "edges").map { code[$0.upperBound...] } ?? ""
        let listed = edgesText.prefix { $0 != "]" }
            .split(whereSeparator: { " ,\n[=".contains($0) })
            .filter { $0.hasSuffix(".edge") }
            .map { String($0.dropLast(".edge".count)) }
        return Route(name: name, destinations: destinations, edges: listed)
    }

    /// The public types a source declares at its top level (`public struct TipsInput`), for
    /// finding which feature a destination belongs to: another feature can only name those.
    static func declaredTypes(in source: String) -> Set<String> {
        // Only top-level public lines are split, with a set of characters: splitting every
        // line by a string of separators made this the slowest step of `scaffold check` at
        // 150 features.
        let separators: Set<Character> = [" ", ":", "{", "<"]
        var types = Set<String>()
        for line in source.split(separator: "\n") where line.hasPrefix("public ") {
            let words = line.split(whereSeparator: separators.contains)
            for index in words.indices.dropLast() {
                let word = words[index]
                if word == "struct" || word == "enum" || word == "class" { types.insert(String(words[index + 1])) }
            }
        }
        return types
    }

    /// The features' Interface sources under `root`, joined per feature.
    static func interfaces(of features: [String], root: URL) -> [String: String] {
        var sources: [String: String] = [:]
        for feature in features {
            let folder = "Modules/\(feature)/Sources/\(feature)Interface"
            sources[feature] = SourceFiles.paths(under: [folder], root: root)
                .compactMap { try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) }
                .joined(separator: "\n")
        }
        return sources
    }

    /// Each disagreement among the features' routes, edges and `neighbours`, as a line that
    /// says what to change; empty when all agree.
    /// `interfaces` are the features' Interface sources (`interfaces(of:root:)`), which the
    /// builder-tree rule reads too.
    public static func check(_ manifests: FeatureManifests, interfaces sources: [String: String]) -> [String] {
        var owner: [String: String] = [:]
        for (feature, source) in sources {
            for type in declaredTypes(in: source) { owner[type] = feature }
        }
        return manifests.features.flatMap { feature -> [String] in
            guard let route = route(of: feature, in: sources[feature] ?? "") else {
                return [
                    "\(feature)Interface declares no `enum \(feature)Route: FeatureRoute`, the one list of the "
                        + "screens \(feature) opens (Templates/Feature shows one)"
                ]
            }
            return problems(of: feature, route: route, owner: owner, neighbours: manifests.neighbours[feature] ?? [])
        }
    }

    /// What disagrees in `feature`'s `route`, given each destination type's `owner` feature and
    /// the feature's `neighbours` in the root manifest.
    static func problems(of feature: String, route: Route, owner: [String: String], neighbours: [String]) -> [String] {
        var problems: [String] = []
        if route.edges != route.destinations {
            problems.append(
                "\(route.name).edges lists [\(route.edges.map { "\($0).edge" }.joined(separator: ", "))] but its "
                    + "cases carry [\(route.destinations.joined(separator: ", "))]: list each case's "
                    + "`Destination.edge`, in case order")
        }
        let opened = route.destinations.compactMap { owner[$0] }.filter { $0 != feature }
        for missing in opened where !neighbours.contains(missing) {
            problems.append(
                "\(route.name) opens \(missing), which the root Package.swift's `neighbours` does not list for "
                    + "\(feature): add it there, then run `swift run scaffold manifests --write`")
        }
        for extra in neighbours where !opened.contains(extra) {
            problems.append(
                "`neighbours` lists \(extra) for \(feature), but no case of \(route.name) opens it: add the case, "
                    + "or take \(extra) out of `neighbours` and run `swift run scaffold manifests --write`")
        }
        return problems
    }
}
