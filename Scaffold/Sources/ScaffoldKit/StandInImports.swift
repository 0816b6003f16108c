import Foundation

/// The stand-in imports of a feature's example and tests, rendered from the root manifest's
/// `neighbours` as the feature's manifest is: one `import XTesting` for each feature it opens.
/// A feature's `Dependency` refines its route's `Builders` (`XOpening`), and each `XTesting`
/// meets `XOpening` with its stand-in, so the example's and the tests' dependencies need no
/// line for an edge unless they pass a fake; an import in one file of a module reaches them all.
enum StandInImports {
    /// The two files of feature `feature`, from the repository root.
    static func paths(of feature: String) -> [String] {
        [
            "Modules/\(feature)/Sources/\(feature)Example/StandIns.swift",
            "Modules/\(feature)/Tests/\(feature)Tests/StandIns.swift",
        ]
    }

    /// The file's text for feature `feature` opening `neighbours`.
    static func render(feature: String, neighbours: [String]) -> String {
        let header = """
            // Written by `swift run scaffold manifests --write` from the root manifest's `neighbours`:
            // the Testing product of each feature that \(feature) opens, whose stand-in meets the
            // route's `Builders` here unless the example or a test passes a fake.

            """
        return header + neighbours.sorted().map { "import \($0)Testing\n" }.joined()
    }
}
