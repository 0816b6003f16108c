import Foundation

/// The feature packages' manifests and their one source. SwiftPM manifests cannot share code,
/// so each feature's `Package.swift` is written out, but none by hand: each is the rendering
/// of the template `Templates/Feature/Modules/__Name__/Package.swift` for the feature's name
/// and its neighbours (the features whose Interface it opens), which the root manifest's
/// `neighbours` names, the same list from which the root declares the feature's tests.
/// `scaffold check` fails on a manifest that drifted from its rendering, and
/// `scaffold manifests --write` writes them all again.
///
/// A manifest that is its rendering is read from its text, which has the template's shape
/// (`RenderedManifest`), without running SwiftPM; one that drifted is read by
/// `swift package dump-package`, so the module rules still judge what it declares.
public struct FeatureManifests {
    /// The template, relative to the repository root.
    public static let template = "Templates/Feature/Modules/__Name__/Package.swift"
    /// The root manifest's markers around `neighbours`.
    static let markers = (begin: "scaffold:neighbours:begin", end: "scaffold:neighbours:end")

    /// The repository's root.
    public let root: URL
    /// Each feature's neighbours, as the root manifest names them.
    public let neighbours: [String: [String]]
    /// The feature packages under `Modules/`, sorted.
    public let features: [String]
    /// Whether the tree has the template; without it every manifest is dumped, and `drift`
    /// says the template is missing.
    let hasTemplate: Bool
    /// Each feature's manifest as it is (missing when it cannot be read), and as it must be.
    let texts: [String: String]
    let renderings: [String: String]
    /// What the rules read of each manifest that is its rendering, read from its text once.
    let rendered: [String: PackageManifest]
    /// The stand-in imports that differ from their renderings (`StandInImports`), by path,
    /// with what they must be.
    let staleStandIns: [(path: String, rendering: String)]

    /// The source of the repository at `root`: its template, its root manifest's neighbours
    /// (none in a tree without a root manifest) and its feature packages, each read once.
    public init(root: URL) throws {
        let template = (try? String(contentsOf: root.appendingPathComponent(Self.template), encoding: .utf8))
            .map(Template.init)
        let rootManifest = try? String(
            contentsOf: root.appendingPathComponent(FeatureGenerator.manifest), encoding: .utf8)
        let neighbours = try rootManifest.map(Self.neighbours(inRootManifest:)) ?? [:]
        let features = try ModuleRules.featurePackages(root: root)
        var texts: [String: String] = [:]
        var renderings: [String: String] = [:]
        for name in features {
            // A manifest that cannot be read has no text: `drift` names it, `manifest(of:)` dumps it.
            texts[name] = try? String(
                contentsOf: root.appendingPathComponent("Modules/\(name)/Package.swift"), encoding: .utf8)
            renderings[name] = template?.render(name: name, neighbours: neighbours[name] ?? [])
        }
        self.root = root
        self.neighbours = neighbours
        self.features = features
        hasTemplate = template != nil
        self.texts = texts
        self.renderings = renderings
        var rendered: [String: PackageManifest] = [:]
        for name in features {
            guard let template, let rendering = renderings[name], texts[name] == rendering else { continue }
            rendered[name] = template.manifest(
                name: name, neighbours: neighbours[name] ?? [],
                packageAt: root.appendingPathComponent("Modules/\(name)"))
        }
        self.rendered = rendered
        staleStandIns = features.flatMap { name in
            let rendering = StandInImports.render(feature: name, neighbours: neighbours[name] ?? [])
            return StandInImports.paths(of: name).filter { path in
                // A file that is missing or cannot be read is stale too: writing it is the fix.
                (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) != rendering
            }.map { ($0, rendering) }
        }
    }

    /// `template` for feature `name` opening `neighbours`: a line that names `__Neighbour__`
    /// stands once for each neighbour, in order, and not at all for a feature that opens none.
    public static func render(_ template: String, name: String, neighbours: [String]) -> String {
        Template(template).render(name: name, neighbours: neighbours)
    }

    /// The manifest of feature package `name`.
    func path(of name: String) -> URL {
        root.appendingPathComponent("Modules/\(name)/Package.swift")
    }

    /// Whether feature `name`'s manifest is its rendering.
    func isRendered(_ name: String) -> Bool { rendered[name] != nil }

    /// What the rules read of feature `name`'s manifest: from its text when it is its
    /// rendering, else from `dump-package`.
    public func manifest(of name: String) throws -> PackageManifest {
        try rendered[name] ?? PackageManifest.read(packageAt: path(of: name).deletingLastPathComponent())
    }

    /// The features whose manifests differ from their renderings, each with its first
    /// differing line and what to do; and neighbours the root names that are not packages.
    public func drift() -> [String] {
        guard hasTemplate else { return ["\(Self.template) is missing: every feature manifest is rendered from it"] }
        let unknown = neighbours.sorted { $0.key < $1.key }.flatMap { feature, opened in
            ([feature] + opened).filter { !features.contains($0) }.map {
                "\(FeatureGenerator.manifest): `neighbours` names \($0), which is no package under Modules/"
            }
        }
        return unknown
            + features.filter { !isRendered($0) }.map { name in
                let have = (texts[name] ?? "").components(separatedBy: "\n")
                let want = (renderings[name] ?? "").components(separatedBy: "\n")
                let line =
                    zip(have, want).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                    ?? min(have.count, want.count)
                let shown = line < want.count ? "read: \(want[line].trimmingCharacters(in: .whitespaces))" : "end"
                return "Modules/\(name)/Package.swift differs from its rendering: line \(line + 1) should \(shown) "
                    + "(edit \(Self.template) or the root manifest's neighbours[\"\(name)\"], then run "
                    + "`swift run scaffold manifests --write`)"
            }
            + staleStandIns.map {
                "\($0.path) differs from its rendering from the root manifest's neighbours (run "
                    + "`swift run scaffold manifests --write`)"
            }
    }

    /// Writes each feature's rendering over its manifest, and its stand-in imports; returns
    /// the paths that changed.
    public func write() throws -> [String] {
        guard hasTemplate else { throw ScaffoldError("\(Self.template) is missing: nothing to render from") }
        let manifests = try features.filter { !isRendered($0) }.compactMap { name -> String? in
            guard let rendering = renderings[name] else { return nil }
            try rendering.write(to: path(of: name), atomically: true, encoding: .utf8)
            return "Modules/\(name)/Package.swift"
        }
        return try manifests
            + staleStandIns.map { file in
                try file.rendering.write(
                    to: root.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
                return file.path
            }
    }

    /// The `neighbours` list of the root manifest `text`: one `"Feature": ["Opened", ...],`
    /// line each between its markers.
    static func neighbours(inRootManifest text: String) throws -> [String: [String]] {
        let lines = text.components(separatedBy: "\n")
        guard let begin = lines.firstIndex(where: { $0.contains(markers.begin) }),
            let end = lines[begin...].firstIndex(where: { $0.contains(markers.end) })
        else {
            throw ScaffoldError(
                "\(FeatureGenerator.manifest) has lost its \(markers.begin) … \(markers.end) markers around "
                    + "`neighbours`; restore them to let scaffold read it")
        }
        var found: [String: [String]] = [:]
        for line in lines[(begin + 1)..<end] {
            let code = line.trimmingCharacters(in: .whitespaces)
            guard !code.isEmpty, !code.hasPrefix("//") else { continue }
            guard let match = code.wholeMatch(of: /"(\w+)": \[([^\]]*)\],?/) else {
                throw ScaffoldError(
                    "\(FeatureGenerator.manifest): `\(code)` in `neighbours` is not "
                        + "`\"Feature\": [\"Opened\", ...],`, the one form scaffold reads")
            }
            found[String(match.1)] = match.2.matches(of: /"(\w+)"/).map { String($0.1) }
        }
        return found
    }
}
