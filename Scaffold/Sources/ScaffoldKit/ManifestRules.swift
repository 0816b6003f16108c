import Foundation

/// The manifest rules of `scaffold check`: each feature's manifest is its rendering, the module
/// rules and the platform rules, run only for the features whose inputs changed since a record
/// of the last passing run.
///
/// A feature's verdict depends on its own manifest, on its neighbours as the root manifest
/// names them, and on what every feature shares: the template, and Core's and Shared's
/// manifests (the platforms the platform rule compares with). A neighbour's manifest adds
/// nothing: a passing neighbour is its rendering, whose platforms are the template's. So the
/// record keeps the shared manifests' stamps, the root manifest's, and each feature's stamp
/// with its neighbours; a change to a shared manifest checks every feature again.
enum ManifestRules {
    /// What a run found: the first kind of rule broken, the features checked, and the record
    /// for the next run.
    struct Outcome {
        let failure: ScaffoldError?
        let checked: [String]
        let record: String
    }

    /// The manifests every feature's verdict depends on, from the root.
    static let shared = [FeatureManifests.template, "Core/Package.swift", "Shared/Package.swift"]

    /// Runs the rules at `root` for the features whose inputs differ from those `earlier`
    /// records, recording only stamps older than `settledBefore`.
    static func run(root: URL, earlier: String, settledBefore: Int64) throws -> Outcome {
        let known = entries(of: earlier)
        func stamp(_ path: String) -> (key: String, settled: Bool) {
            guard let stamp = FileStamp(path: root.path + "/" + path) else { return ("missing", false) }
            return (String(stamp.hash, radix: 16), stamp.newest < settledBefore)
        }
        let sharedStamp = shared.map(stamp)
        let sharedKey = sharedStamp.map(\.key).joined(separator: " ")
        let rootStamp = stamp(FeatureGenerator.manifest)
        let features = try ModuleRules.featurePackages(root: root)
        let featureStamps = Dictionary(
            uniqueKeysWithValues: features.map { ($0, stamp("Modules/\($0)/Package.swift")) })

        // Nothing changed: the shared manifests, the root's (so every feature's neighbours),
        // the set of features and each one's manifest are as recorded.
        let sameShared = known["@shared"] == sharedKey
        if sameShared, known["@root"] == rootStamp.key, known.count == features.count + 2,
            features.allSatisfy({ known[$0]?.hasPrefix((featureStamps[$0]?.key ?? "") + " ") == true })
        {
            return Outcome(failure: nil, checked: [], record: earlier)
        }

        func key(_ name: String, _ neighbours: [String]) -> String {
            (featureStamps[name]?.key ?? "missing") + " " + neighbours.joined(separator: ",")
        }
        let manifests = try FeatureManifests(root: root) { name, neighbours in
            !sameShared || known[name] != key(name, neighbours)
        }
        if let failure = try failure(of: manifests) {
            return Outcome(failure: failure, checked: manifests.checked, record: "")
        }

        var next: [String: String] = [:]
        if sharedStamp.allSatisfy(\.settled) { next["@shared"] = sharedKey }
        if rootStamp.settled { next["@root"] = rootStamp.key }
        for name in features where featureStamps[name]?.settled == true {
            next[name] = key(name, manifests.neighbours[name] ?? [])
        }
        let record = next.sorted { $0.key < $1.key }.map { $0.key + "=" + $0.value }.joined(separator: "\t")
        return Outcome(failure: nil, checked: manifests.checked, record: record)
    }

    /// The first kind of rule the checked features of `manifests` break, nil when all hold.
    private static func failure(of manifests: FeatureManifests) throws -> ScaffoldError? {
        let drift = manifests.drift()
        guard drift.isEmpty else {
            return ScaffoldError(
                "feature manifests differ from their one source:\n" + drift.map { "  " + $0 }.joined(separator: "\n"))
        }
        manifests.prefetch(["Core", "Shared"].map(manifests.root.appendingPathComponent))
        let violations = try ModuleRules.check(manifests)
        guard violations.isEmpty else {
            return ScaffoldError("module rules broken:\n" + violations.map { "  " + $0 }.joined(separator: "\n"))
        }
        let platforms = try PlatformRules.check(manifests)
        guard platforms.isEmpty else {
            return ScaffoldError(
                "a feature's platforms disagree with what it depends on (SwiftPM refuses the graph on a Mac):\n"
                    + platforms.map { "  " + $0 }.joined(separator: "\n"))
        }
        return nil
    }

    /// The entries of a record, `name=value` separated by tabs.
    private static func entries(of record: String) -> [String: String] {
        var entries: [String: String] = [:]
        // Split byte by byte: the standard library's generic split and search run
        // unspecialized, and far slower, in the debug build `swift run scaffold` makes.
        let bytes = Array(record.utf8)
        var start = 0
        var equals: Int?
        for index in 0...bytes.count {
            if index == bytes.count || bytes[index] == UInt8(ascii: "\t") {
                if let equals {
                    entries[String(decoding: bytes[start..<equals], as: UTF8.self)] = String(
                        decoding: bytes[(equals + 1)..<index], as: UTF8.self)
                }
                start = index + 1
                equals = nil
            } else if equals == nil, bytes[index] == UInt8(ascii: "=") {
                equals = index
            }
        }
        return entries
    }
}
