import Foundation
import XCTest

@testable import ScaffoldKit

final class FeatureGeneratorTests: XCTestCase {
    func testDryRunPlansTheWholeFeatureAndWritesNothing() throws {
        let before = try String(contentsOf: repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let plan = try FeatureGenerator.plan(name: newFeature, root: repositoryRoot).get()
        let paths = plan.created.map(\.path)
        for expected in [
            "Modules/\(newFeature)/Package.swift",
            "Modules/\(newFeature)/Sources/\(newFeature)Interface/\(newFeature)Interface.swift",
            "Modules/\(newFeature)/Sources/\(newFeature)/\(newFeature)Builder.swift",
            "Modules/\(newFeature)/Sources/\(newFeature)/\(newFeature)Coordinator.swift",
            "Modules/\(newFeature)/Sources/\(newFeature)/\(newFeature)ViewModel.swift",
            "Modules/\(newFeature)/Sources/\(newFeature)/\(newFeature)State.swift",
            "Modules/\(newFeature)/Sources/\(newFeature)/\(newFeature)Screen.swift",
            "Modules/\(newFeature)/Sources/\(newFeature)/\(newFeature)Formatter.swift",
            "Modules/\(newFeature)/Sources/\(newFeature)Testing/Fake\(newFeature)Builder.swift",
            "Modules/\(newFeature)/Sources/\(newFeature)Example/main.swift",
            "Modules/\(newFeature)/Sources/\(newFeature)Example/StandIns.swift",
            "Modules/\(newFeature)/Tests/\(newFeature)Tests/StandIns.swift",
            "Modules/\(newFeature)/Tests/\(newFeature)Tests/\(newFeature)ViewModelTests.swift",
            "Modules/\(newFeature)/Tests/\(newFeature)Tests/\(newFeature)CoordinatorTests.swift",
            "App/Sources/VenuesApp/Composition/AppComponent+\(newFeature).swift",
        ] {
            XCTAssertTrue(paths.contains(expected), "missing \(expected)")
        }
        let sources = paths.filter { $0.hasPrefix("Modules/\(newFeature)/Sources/") }
        XCTAssertEqual(sources.count, 10, "the lean anatomy, Interface, Testing and Example included: \(sources)")
        XCTAssertTrue(plan.created.allSatisfy { $0.contents.components(separatedBy: "\n").count <= 200 })
        let interface = try XCTUnwrap(plan.created.first { $0.path.hasSuffix("\(newFeature)Interface.swift") })
        // In this repository `f` is free; in a tree where a team has taken every letter (the
        // fifty-feature measure runs this suite there) the feature gets its command only.
        if case .success = FeatureGenerator.plan(name: newFeature, key: "f", root: repositoryRoot) {
            XCTAssertTrue(interface.contents.contains("CommandSpec(\"\(newFeature.lowercased())\", key: \"f\""))
            XCTAssertEqual(plan.key, "f", "the first letter of its name that no screen or shell takes")
        }
        XCTAssertFalse(
            plan.created.contains { $0.path.contains("__Name__") || $0.contents.contains("__Name__") },
            "every token is replaced")
        let manifest = try XCTUnwrap(plan.edited.first { $0.path == "Package.swift" })
        let listed = try XCTUnwrap(
            manifest.contents.components(separatedBy: "// scaffold:features:begin\n").last?
                .components(separatedBy: "    // scaffold:features:end").first)
        XCTAssertTrue(listed.hasSuffix("    \"\(newFeature)\",\n"), "added after the features already there: \(listed)")
        XCTAssertTrue(
            listed.components(separatedBy: "\n").dropLast(2).allSatisfy { $0.hasSuffix(",") },
            "with the separator put back on the one before")
        XCTAssertFalse(
            plan.created.contains { $0.contents.contains("templateName") || $0.contents.contains("__key__") },
            "and the other tokens too")
        let registry = try XCTUnwrap(plan.edited.first { $0.path.hasSuffix("GeneratedFeatures.swift") })
        XCTAssertTrue(
            registry.contents.contains(
                "            \(newFeature.lowercased())Feature,\n            // scaffold:features:end"))
        XCTAssertEqual(plan.summary.count, plan.created.count + 3, "created, edited, and the module graph")
        XCTAssertEqual(plan.summary.last, "update docs/ModuleGraph.md (the module graph, once the files are written)")

        XCTAssertEqual(
            try String(contentsOf: repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8), before)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: repositoryRoot.appendingPathComponent("Modules/\(newFeature)").path))
    }

    func testAKeyOrCommandThatIsTakenIsRefused() {
        guard case .failure(let key) = FeatureGenerator.plan(name: newFeature, key: "t", root: repositoryRoot) else {
            return XCTFail("t opens the tips")
        }
        XCTAssertEqual(key.description, "the key \"t\" is taken, or not a letter; choose another with --key")
        guard case .failure(let command) = FeatureGenerator.plan(name: "Maps", root: repositoryRoot) else {
            return XCTFail("maps is VenueDetails' command")
        }
        XCTAssertEqual(command.description, "the command \"maps\" is taken already; choose another name")
    }

    /// A folder with what the generator reads (the templates, the root manifest, the app's
    /// registry) and one source file at `path` holding `source`.
    private func generatorRoot(declaring source: String, in path: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-words-\(UUID())")
        for path in ["Templates", "Package.swift", FeatureGenerator.registry] {
            let target = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent(path), to: target)
        }
        let file = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try source.write(to: file, atomically: true, encoding: .utf8)
        return root
    }

    /// Once every letter is a key, a new feature gets its command only (listed in `help`)
    /// instead of refusing to be made.
    func testAFeatureMadeWhenEveryLetterIsTakenHasItsCommandOnly() throws {
        let keys = "abcdefghijklmnopqrstuvwxyz".map { "KeyBinding(\"\($0)\", help: \"\")" }.joined(separator: "\n")
        let root = try generatorRoot(declaring: keys, in: "Modules/Taken/Sources/Taken/Keys.swift")
        defer { try? FileManager.default.removeItem(at: root) }

        let plan = try FeatureGenerator.plan(name: "Checkins", root: root).get()
        XCTAssertNil(plan.key)
        let interface = try XCTUnwrap(plan.created.first { $0.path.hasSuffix("CheckinsInterface.swift") })
        XCTAssertTrue(interface.contents.contains("CommandSpec(\"checkins\", key: nil"), interface.contents)
    }

    /// The words and keys a feature's sources declare, however the declaration is laid out:
    /// a command split over lines, its aliases, a key a screen matches by hand.
    func testEveryDeclaredWordAndKeyIsTaken() throws {
        let root = try generatorRoot(
            declaring: """
                let spec = CommandSpec(
                    "checkins", aliases: ["visits", "stays"], key: nil)
                func handles(_ key: Key) -> Bool { key == .character("q") }
                """, in: "Modules/Words/Sources/Words/Words.swift")
        defer { try? FileManager.default.removeItem(at: root) }

        for name in ["Checkins", "Visits", "Stays"] {
            guard case .failure(let error) = FeatureGenerator.plan(name: name, key: "z", root: root) else {
                return XCTFail("\(name.lowercased()) is a command already")
            }
            XCTAssertEqual(
                error.description, "the command \"\(name.lowercased())\" is taken already; choose another name")
        }
        guard case .failure = FeatureGenerator.plan(name: "Quests", key: "q", root: root) else {
            return XCTFail("q is a key a screen takes")
        }
        XCTAssertEqual(try FeatureGenerator.plan(name: "Quests", root: root).get().key, "u", "its next free letter")
    }

    func testAnExistingFeatureIsRefused() {
        guard case .failure(let error) = FeatureGenerator.plan(name: "Tips", root: repositoryRoot) else {
            return XCTFail("Tips exists")
        }
        XCTAssertEqual(
            error.description, "\"Tips\" is already used by a module, product or target; choose another name")
    }
}
