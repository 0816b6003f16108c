import Foundation
import XCTest

@testable import ScaffoldKit

/// The repository these tests run in.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

final class NameCheckTests: XCTestCase {
    private func reason(_ name: String) -> String? {
        if case .failure(let error) = NameCheck.feature(name, root: repositoryRoot) { return error.description }
        return nil
    }

    func testAcceptsNewUpperCamelCaseNames() {
        XCTAssertNil(reason(newFeature))
        XCTAssertNil(reason("CheckIn2"))
        XCTAssertNil(reason("A" + String(repeating: "b", count: 39)), "the longest allowed name, 40 characters")
    }

    func testRefusesTheNameOfTheFolderTheRepositoryIsIn() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
            .appendingPathComponent("Sandbox")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        // A temp folder left behind harms nothing.
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        guard case .failure(let error) = NameCheck.feature("Sandbox", root: root) else {
            return XCTFail("a feature named like the root package's folder must be refused")
        }
        XCTAssertEqual(
            error.description,
            "\"Sandbox\" is the name of the folder the repository is in, which SwiftPM gives the root package; "
                + "choose another name")
        XCTAssertNoThrow(try NameCheck.feature("Favorites", root: root).get())
    }

    func testRefusesWithAReason() {
        XCTAssertEqual(
            reason("favorites"), "\"favorites\" must start with an upper-case letter (UpperCamelCase, e.g. Favorites)")
        XCTAssertEqual(
            reason("Fav-orites"), "\"Fav-orites\" may contain only letters and digits (UpperCamelCase, e.g. Favorites)")
        XCTAssertEqual(reason("Café"), "\"Café\" may contain only letters and digits (UpperCamelCase, e.g. Favorites)")
        XCTAssertEqual(reason(""), "the name is empty")
        XCTAssertEqual(reason("Self"), "\"Self\" is a Swift keyword or standard name; choose another name")
        XCTAssertEqual(reason("String"), "\"String\" is a Swift keyword or standard name; choose another name")
        XCTAssertEqual(reason("Map"), "\"Map\" is already used by a module, product or target; choose another name")
        XCTAssertEqual(
            reason("TipsInterface"),
            "\"TipsInterface\" is already used by a module, product or target; choose another name")
        XCTAssertEqual(reason("Core"), "\"Core\" is already used by a module, product or target; choose another name")
        XCTAssertEqual(
            reason("Scaffold"), "Tests/ScaffoldTests already exists; choose another name", "its tests would clash")
        XCTAssertEqual(
            reason("A" + String(repeating: "b", count: 40)),
            "\"A\(String(repeating: "b", count: 40))\" is longer than 40 characters", "one more is refused")
    }
}

final class FeaturePlanTests: XCTestCase {
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
            "Modules/\(newFeature)/Tests/\(newFeature)Tests/\(newFeature)Tests.swift",
            "App/Sources/VenuesApp/Composition/AppComponent+\(newFeature).swift",
        ] {
            XCTAssertTrue(paths.contains(expected), "missing \(expected)")
        }
        let sources = paths.filter { $0.hasPrefix("Modules/\(newFeature)/Sources/") }
        XCTAssertEqual(sources.count, 9, "the lean anatomy, Interface, Testing and Example included: \(sources)")
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

    /// `scaffold remove` takes out exactly what `scaffold feature` put in: the package, the
    /// app's composition file, the feature's line in the manifest and in the app's registry,
    /// and its part of the module graph, leaving every other file as it was. No build.
    func testRemovingAGeneratedFeatureLeavesTheTreeAsItWas() throws {
        let copy = try copyRepository()
        defer { try? FileManager.default.removeItem(at: copy) }
        let before = try snapshot(of: copy)
        let plan = try FeatureGenerator.plan(name: newFeature, root: copy).get()
        XCTAssertEqual(try FeatureGenerator.apply(plan, root: copy).get(), [])
        let generated = try snapshot(of: copy)
        XCTAssertTrue(generated.keys.contains("Modules/\(newFeature)/Package.swift"))
        XCTAssertNotEqual(generated[FeatureGenerator.manifest], before[FeatureGenerator.manifest])

        let removal = try FeatureRemoval.plan(name: newFeature, root: copy).get()
        XCTAssertEqual(
            removal.deleted,
            ["Modules/\(newFeature)", "App/Sources/VenuesApp/Composition/AppComponent+\(newFeature).swift"])
        XCTAssertEqual(
            removal.edited.map(\.path).sorted(), [FeatureGenerator.registry, FeatureGenerator.manifest].sorted())
        XCTAssertFalse(
            removal.edited.contains {
                $0.contents.contains("\"\(newFeature)\"") || $0.contents.contains("\(newFeature.lowercased())Feature")
            },
            "the feature's lines leave the manifest and the registry")
        XCTAssertEqual(try FeatureRemoval.apply(removal, root: copy).get(), [])
        let after = try snapshot(of: copy)
        XCTAssertEqual(Set(after.keys).symmetricDifference(before.keys), [], "the same files as before")
        XCTAssertEqual(after.filter { before[$0.key] != $0.value }.keys.sorted(), [], "each with its old contents")
        guard case .failure = FeatureRemoval.plan(name: newFeature, root: copy) else {
            return XCTFail("a second removal has nothing to remove")
        }
    }

    func testRemovalIsRefusedForWhatTheGeneratorDidNotAddAndForAFeatureInUse() {
        guard case .failure(let map) = FeatureRemoval.plan(name: "Map", root: repositoryRoot) else {
            return XCTFail("Map was written by hand")
        }
        XCTAssertEqual(
            map.description,
            "Map was not added with scaffold feature (\(FeatureGenerator.registry) does not offer mapFeature); "
                + "nothing was changed"
        )
        guard case .failure(let saved) = FeatureRemoval.plan(name: "Saved", root: repositoryRoot) else {
            return XCTFail("Saved has grown into the app")
        }
        XCTAssertTrue(saved.description.hasPrefix("Saved is used outside its own files, in "), saved.description)
    }

    /// A sibling whose folder name begins with the feature's is not the feature's own: its
    /// import of the feature, or its manifest's dependency on the feature's package (which no
    /// source imports yet), refuses the removal.
    func testRemovalIsRefusedWhileASiblingNamedLikeItUsesIt() throws {
        let copy = try copyRepository()
        defer { try? FileManager.default.removeItem(at: copy) }
        for name in [newFeature, "\(newFeature)Extras"] {
            _ = try FeatureGenerator.apply(FeatureGenerator.plan(name: name, root: copy).get(), root: copy).get()
        }
        let manifest = copy.appendingPathComponent("Modules/\(newFeature)Extras/Package.swift")
        let original = try String(contentsOf: manifest, encoding: .utf8)
        let depending = original.replacingOccurrences(
            of: #".package(path: "../../Shared"),"#,
            with: #".package(path: "../../Shared"), .package(path: "../\#(newFeature)"),"#)
        XCTAssertNotEqual(depending, original, "the template's dependency list changed: update this test")
        try depending.write(to: manifest, atomically: true, encoding: .utf8)
        guard case .failure(let byManifest) = FeatureRemoval.plan(name: newFeature, root: copy) else {
            return XCTFail("\(newFeature)Extras depends on \(newFeature)' package")
        }
        XCTAssertTrue(
            byManifest.description.contains("Modules/\(newFeature)Extras/Package.swift"), byManifest.description)

        try original.write(to: manifest, atomically: true, encoding: .utf8)
        let source = copy.appendingPathComponent("Modules/\(newFeature)Extras/Sources/\(newFeature)Extras/Uses.swift")
        try "import \(newFeature)Interface\n".write(to: source, atomically: true, encoding: .utf8)
        guard case .failure(let byImport) = FeatureRemoval.plan(name: newFeature, root: copy) else {
            return XCTFail("\(newFeature)Extras imports \(newFeature)Interface")
        }
        XCTAssertTrue(
            byImport.description.contains("Modules/\(newFeature)Extras/Sources/\(newFeature)Extras/Uses.swift"))

        try FileManager.default.removeItem(at: source)
        XCTAssertNoThrow(try FeatureRemoval.plan(name: newFeature, root: copy).get(), "unused again")
    }

    func testAnExistingFeatureIsRefused() {
        guard case .failure(let error) = FeatureGenerator.plan(name: "Tips", root: repositoryRoot) else {
            return XCTFail("Tips exists")
        }
        XCTAssertEqual(
            error.description, "\"Tips\" is already used by a module, product or target; choose another name")
    }
}

final class ModuleRulesTests: XCTestCase {
    func testTheRulesOnEdges() {
        let edges = [
            ModuleRules.Edge(target: "Map", dependency: "Core", package: "Core"),
            ModuleRules.Edge(target: "Map", dependency: "MapInterface", package: nil),
            ModuleRules.Edge(target: "Map", dependency: "VenueDetailsInterface", package: "VenueDetails"),
            ModuleRules.Edge(target: "Map", dependency: "Tips", package: "Tips"),
            ModuleRules.Edge(target: "MapInterface", dependency: "Shared", package: "Shared"),
            ModuleRules.Edge(target: "MapInterface", dependency: "TipsInterface", package: "Tips"),
            ModuleRules.Edge(target: "Map", dependency: "CoreTesting", package: "Core"),
            ModuleRules.Edge(target: "MapTesting", dependency: "CoreTesting", package: "Core"),
            ModuleRules.Edge(target: "MapTesting", dependency: "MapInterface", package: nil),
            ModuleRules.Edge(target: "MapTesting", dependency: "Tips", package: "Tips"),
            ModuleRules.Edge(target: "MapTests", dependency: "SharedTesting", package: "Shared", isTest: true),
            ModuleRules.Edge(
                target: "MapTests", dependency: "VenueDetailsTesting", package: "VenueDetails", isTest: true),
            ModuleRules.Edge(target: "MapTests", dependency: "VenueDetails", package: "VenueDetails", isTest: true),
            // Shared's parts: an Interface sees models, links and commands; a feature draws
            // with the terminal kit and reads data through protocols; its tests may use it all.
            ModuleRules.Edge(target: "Map", dependency: "TerminalUI", package: "Shared"),
            ModuleRules.Edge(target: "MapInterface", dependency: "TerminalUI", package: "Shared"),
            ModuleRules.Edge(target: "Map", dependency: "SharedLive", package: "Shared"),
            ModuleRules.Edge(target: "MapTesting", dependency: "SharedLive", package: "Shared"),
            ModuleRules.Edge(target: "MapTests", dependency: "SharedLive", package: "Shared", isTest: true),
        ]
        XCTAssertEqual(
            ModuleRules.violations(feature: "Map", edges: edges),
            [
                "Map → Tips (implementation)",
                "MapInterface → Tips (an Interface depends only on Core and Shared)",
                "Map → CoreTesting (test support is for test targets)",
                "MapTesting → Tips (implementation)",
                "MapTests → VenueDetails (implementation)",
                "MapInterface → TerminalUI (an Interface depends only on the products Core and Shared)",
                "Map → SharedLive (a feature reads data through Shared's protocols; the app composes the live client)",
            ])
    }

    func testTheRepositoryFollowsTheRules() throws {
        XCTAssertEqual(try ModuleRules.check(FeatureManifests(root: repositoryRoot)), [])
    }

    func testAnInjectedIllegalDependencyIsNamed() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-check-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let module = root.appendingPathComponent("Modules/Bad")
        try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
        try """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(
            name: "Bad",
            dependencies: [.package(path: "../Tips"), .package(path: "../../Core")],
            targets: [
                .target(name: "BadInterface", dependencies: [.product(name: "Core", package: "Core")]),
                .target(name: "Bad", dependencies: ["BadInterface", .product(name: "Tips", package: "Tips")]),
            ]
        )
        """.write(to: module.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try ModuleRules.check(FeatureManifests(root: root)), ["Bad → Tips (implementation)"])
    }
}

final class IsolationRulesTests: XCTestCase {
    func testTheUILayerLeavesIsolationToTheCompiler() {
        XCTAssertEqual(IsolationRules.check(root: repositoryRoot), [])
    }

    func testEveryEscapeHoldsAClue() {
        for escape in IsolationRules.escapes {
            XCTAssertTrue(IsolationRules.clues.contains { Data(escape.utf8).range(of: $0) != nil }, escape)
        }
    }

    func testAnEscapeInAFeatureIsNamed() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("isolation-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let sources = root.appendingPathComponent("Modules/Bad/Sources/Bad")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let escapes = """
            final class Cache: @unchecked Sendable {}
            @MainActor func show() {}
            func peek() { MainActor.assumeIsolated { show() } }
            func sum(_ bytes: [UInt8]) -> Int { bytes.withUnsafeBytes { $0.reduce(0) { $0 + Int($1) } } }
            func bits(_ value: Double) -> UInt64 { unsafeBitCast(value, to: UInt64.self) }
            """
        try escapes.write(to: sources.appendingPathComponent("Bad.swift"), atomically: true, encoding: .utf8)
        // A package's own build folder (`swift test --package-path`) holds checkouts and
        // generated code, not the feature's: the rule, and the walk, stay out of it.
        let built = root.appendingPathComponent("Modules/Bad/.build/checkouts/Other/Sources")
        try FileManager.default.createDirectory(at: built, withIntermediateDirectories: true)
        try escapes.write(to: built.appendingPathComponent("Other.swift"), atomically: true, encoding: .utf8)
        XCTAssertEqual(
            IsolationRules.check(root: root),
            [
                "Modules/Bad/Sources/Bad/Bad.swift:1: @unchecked Sendable",
                "Modules/Bad/Sources/Bad/Bad.swift:3: assumeIsolated",
                "Modules/Bad/Sources/Bad/Bad.swift:4: Unsafe",
                "Modules/Bad/Sources/Bad/Bad.swift:5: unsafeBitCast",
            ])
    }
}

final class ModuleGraphTests: XCTestCase {
    /// SwiftPM rebuilds after an edit only the modules that depend on the edited one, directly
    /// or through others. So the split of Shared holds when, in the graph the manifests
    /// declare, no Interface reaches the live client or the terminal kit, and no feature's
    /// implementation reaches the live client: an edit to `PlacesAPIClient` then rebuilds no
    /// Interface and no feature, one to a view no Interface.
    func testAnEditToTheLiveClientOrTheTerminalKitRebuildsNoInterface() throws {
        let graph = try ModuleGraph.load(root: repositoryRoot)
        func dependents(of module: String) -> Set<String> {
            var found: Set<String> = []
            var next = [module]
            while let current = next.popLast() {
                for edge in graph.edges where edge.to == current && found.insert(edge.from).inserted {
                    next.append(edge.from)
                }
            }
            return found
        }
        let features = Set(graph.packages.map(\.name)).subtracting(["App", "Shared", "Core"])
        XCTAssertFalse(features.isEmpty)
        let live = dependents(of: "SharedLive"), kit = dependents(of: "TerminalUI")
        XCTAssertEqual(live.filter { $0.hasSuffix("Interface") || features.contains($0) }, [], "\(live)")
        XCTAssertEqual(kit.filter { $0.hasSuffix("Interface") }, [], "\(kit)")
        XCTAssertTrue(live.isSuperset(of: ["VenuesApp", "TerminalApp"]), "the app and the shells compose it")
        XCTAssertTrue(kit.isSuperset(of: features), "every feature draws with the kit")
    }

    func testTheGeneratedDocumentShowsTheCurrentModuleGraph() throws {
        let document = try String(
            contentsOf: repositoryRoot.appendingPathComponent(ModuleGraph.document), encoding: .utf8)
        let graph = try ModuleGraph.load(root: repositoryRoot)
        XCTAssertEqual(document, graph.markdown, "regenerate it with: swift run scaffold graph --write")
        let names = graph.packages.map(\.name)
        XCTAssertEqual(names.first, "App")
        XCTAssertEqual(names.suffix(2), ["Shared", "Core"])
        XCTAssertTrue(Set(names).isSuperset(of: ["Map", "Tips", "VenueDetails"]))
        XCTAssertTrue(graph.edges.contains(ModuleGraph.Edge(from: "Map", to: "VenueDetailsInterface")))
        XCTAssertTrue(graph.edges.allSatisfy { $0.violation == nil }, "the repository keeps the rules")
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(readme.contains("(\(ModuleGraph.document))"), "the README links the graph")
    }

    func testABrokenRuleIsDrawnApart() {
        let graph = ModuleGraph(
            packages: [
                ModuleGraph.Package(name: "Map", modules: ["Map", "MapInterface"]),
                ModuleGraph.Package(name: "Tips", modules: ["Tips", "TipsInterface"]),
            ],
            edges: [
                ModuleGraph.Edge(from: "Map", to: "MapInterface"),
                ModuleGraph.Edge(from: "Map", to: "Tips", violation: "Map → Tips (implementation)"),
            ])
        XCTAssertEqual(
            graph.mermaid.components(separatedBy: "\n").suffix(3),
            [
                "    Map --> MapInterface", "    Map -- \"breaks: Map → Tips (implementation)\" --> Tips",
                "    linkStyle 1 stroke:#d00,stroke-width:3px",
            ])
        XCTAssertTrue(
            graph.mermaid.contains("        MapInterface([\"MapInterface\"])"), "an Interface is drawn rounded")
        XCTAssertTrue(
            graph.dot.contains(
                "    \"Map\" -> \"Tips\" [color=red, style=dashed, penwidth=2, label=\"breaks: Map → Tips (implementation)\"];"
            ))
        XCTAssertTrue(graph.dot.contains("    \"Map\" -> \"MapInterface\";"))
    }
}

final class ScreenPlanTests: XCTestCase {
    private func reason(_ module: String, _ name: String, _ pattern: ScreenPattern = .mvvm) -> String? {
        if case .failure(let error) = ScreenGenerator.plan(
            module: module, name: name, pattern: pattern, root: repositoryRoot)
        {
            return error.description
        }
        return nil
    }

    func testRefusalsSayWhy() throws {
        XCTAssertEqual(
            reason("Nowhere", "Settings"),
            "there is no feature Nowhere under Modules/; add one with: scaffold feature Nowhere")
        XCTAssertNil(reason("Map", "Photos"), "a hand-written feature keeps a screen list too")
        XCTAssertEqual(reason("Map", "Map"), "a screen cannot share its feature's name (Map); choose another name")
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-bare-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        let sources = root.appendingPathComponent("Modules/Bare/Sources/Bare")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try "".write(to: root.appendingPathComponent("Modules/Bare/Package.swift"), atomically: true, encoding: .utf8)
        try "final class BareCoordinator {}\n".write(
            to: sources.appendingPathComponent("BareCoordinator.swift"), atomically: true, encoding: .utf8)
        guard
            case .failure(let error) = ScreenGenerator.plan(module: "Bare", name: "Photos", pattern: .mvvm, root: root)
        else { return XCTFail("a coordinator without the markers is refused") }
        XCTAssertEqual(
            error.description,
            "Bare has no screen list (scaffold:screens markers in Modules/Bare/Sources/Bare/BareCoordinator.swift); "
                + "every feature's coordinator keeps one, its `screens`, as Templates/README.md shows")
    }

    /// Whatever the pattern, the screen's parts come from the feature's provider, in the
    /// screen's own extension of it, and the feature's list opens it as the module it builds.
    func testAScreenIsMadeByTheFeaturesProvider() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-screen-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: repositoryRoot.appendingPathComponent("Templates"), to: root.appendingPathComponent("Templates"))
        let sources = root.appendingPathComponent("Modules/Fav/Sources/Fav")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try "".write(to: root.appendingPathComponent("Modules/Fav/Package.swift"), atomically: true, encoding: .utf8)
        try """
        [
            // scaffold:screens:begin
            // scaffold:screens:end
        ]
        """.write(to: sources.appendingPathComponent("FavCoordinator.swift"), atomically: true, encoding: .utf8)
        let parts: [ScreenPattern: String] = [
            .mvvm: "var notesViewModel: NotesViewModel", .mvc: "var notesModel: NotesModel",
            .mvp: "var notesPresenter: NotesPresenter", .viper: "var notesInteractor: NotesInteractor",
        ]
        for pattern in ScreenPattern.allCases {
            let plan = try ScreenGenerator.plan(module: "Fav", name: "Notes", pattern: pattern, root: root).get()
            let provider = try XCTUnwrap(
                plan.created.first { $0.path == "Modules/Fav/Sources/Fav/Screens/Notes/NotesScreen+Provider.swift" })
            XCTAssertTrue(provider.contents.contains("extension FavDependencyProvider {"), "\(pattern)")
            XCTAssertTrue(provider.contents.contains(try XCTUnwrap(parts[pattern])), "\(pattern)")
            XCTAssertTrue(
                provider.contents.contains("func notesScreen(with navigation: NavigationControllable) -> Module<Void>"))
            XCTAssertTrue(
                plan.edited.first?.contents.contains("(name: \"Notes\", make: { $0.notesScreen(with: $1) }),") == true,
                "\(pattern): \(plan.edited.first?.contents ?? "")")
        }
    }

    func testEveryPatternHasATemplate() {
        for pattern in ScreenPattern.allCases {
            let folder = repositoryRoot.appendingPathComponent("Templates/Screen/\(pattern.rawValue)")
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path), "missing template for \(pattern)")
        }
    }
}

final class PlatformRulesTests: XCTestCase {
    private let core = (
        name: "Core", platforms: ["macos": PlatformVersion(major: 10, minor: 15), "ios": PlatformVersion(major: 13)]
    )
    private let shared = (name: "Shared", platforms: ["macos": PlatformVersion(major: 13)])

    func testAFeatureAtItsDependenciesFloorsPasses() {
        XCTAssertEqual(
            PlatformRules.violations(
                feature: "Map", declared: ["macos": PlatformVersion(major: 13)], dependencies: [core, shared]),
            [])
        XCTAssertEqual(
            PlatformRules.violations(
                feature: "Map", declared: ["macos": PlatformVersion(major: 14)], dependencies: [core, shared]),
            [], "a newer floor than the dependencies' is allowed")
    }

    func testAnOlderOrMissingFloorIsRefusedWithTheLineToWrite() {
        XCTAssertEqual(
            PlatformRules.violations(
                feature: "Map", declared: ["macos": PlatformVersion(major: 10, minor: 15)],
                dependencies: [core, shared]),
            [
                "Modules/Map/Package.swift: macOS 10.15 is older than Shared's macOS 13; write `platforms: [.macOS(.v13)]`"
            ])
        XCTAssertEqual(
            PlatformRules.violations(feature: "Map", declared: [:], dependencies: [core, shared]),
            [
                "Modules/Map/Package.swift: it declares no macOS, which Shared requires (macOS 13); write "
                    + "`platforms: [.macOS(.v13)]`"
            ])
        XCTAssertEqual(
            PlatformRules.violations(
                feature: "Map", declared: ["macos": PlatformVersion(major: 13), "ios": PlatformVersion(major: 12)],
                dependencies: [core, shared]),
            [
                "Modules/Map/Package.swift: iOS 12 is older than Core's iOS 13; write "
                    + "`platforms: [.iOS(.v13), .macOS(.v13)]`"
            ], "every platform it declares keeps the rule")
    }

    func testVersionsReadAsDumpPackageWritesThem() {
        XCTAssertEqual(PlatformVersion("10.15"), PlatformVersion(major: 10, minor: 15))
        XCTAssertEqual(PlatformVersion("13.0")?.description, "13")
        XCTAssertNil(PlatformVersion("thirteen"))
        XCTAssertTrue(PlatformVersion(major: 10, minor: 15) < PlatformVersion(major: 13))
    }
}
