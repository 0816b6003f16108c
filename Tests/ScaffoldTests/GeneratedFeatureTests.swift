import Foundation
import ScaffoldKit
import XCTest

/// The slow case, run once: a feature and one screen of every pattern, generated into a copy of
/// the repository, build, and their generated tests pass there.
final class GeneratedFeatureTests: XCTestCase {
    private func copyRepository() throws -> URL {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        for item in try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.path)
        where !item.hasPrefix(".build") && item != ".git" && item != "Benchmarks" {
            try FileManager.default.copyItem(
                at: repositoryRoot.appendingPathComponent(item), to: copy.appendingPathComponent(item))
        }
        return copy
    }

    @discardableResult
    private func swift(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Runs the `venues` the copy's test run built (or the program at `binary`, in the copy),
    /// with no API key, feeding it `input`; what it printed on standard output.
    private func runVenues(
        in copy: URL, arguments: [String], input: String, binary: String = ".build/debug/venues"
    ) throws -> (status: Int32, output: String) {
        let venues = Process()
        venues.executableURL = copy.appendingPathComponent(binary)
        venues.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "FOURSQUARE_API_KEY")
        venues.environment = environment
        let standardInput = Pipe(), output = Pipe()
        venues.standardInput = standardInput
        venues.standardOutput = output
        venues.standardError = Pipe()
        try venues.run()
        standardInput.fileHandleForWriting.write(Data(input.utf8))
        try standardInput.fileHandleForWriting.close()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        venues.waitUntilExit()
        return (venues.terminationStatus, printed)
    }

    func testAGeneratedFeatureBuildsAndItsTestsPass() throws {
        let copy = try copyRepository()
        defer { try? FileManager.default.removeItem(at: copy) }
        let untouched = try [FeatureGenerator.manifest, FeatureGenerator.registry, ModuleGraph.document].map {
            try String(contentsOf: copy.appendingPathComponent($0), encoding: .utf8)
        }
        let plan = try FeatureGenerator.plan(name: "Favorites", root: copy).get()
        XCTAssertEqual(try FeatureGenerator.apply(plan, root: copy).get(), [], "formatted without notes")
        XCTAssertTrue(
            try String(contentsOf: copy.appendingPathComponent(ModuleGraph.document), encoding: .utf8)
                .contains("subgraph package_Favorites"), "the module graph document follows")
        guard case .failure = FeatureGenerator.plan(name: "Favorites", root: copy) else {
            return XCTFail("a second run must be refused")
        }
        XCTAssertEqual(try ModuleRules.check(root: copy), [], "the new feature follows the module rules")
        for (name, pattern) in [
            ("Notes", ScreenPattern.mvvm), ("Checklist", .mvc), ("Drafts", .mvp), ("Archive", .viper),
        ] {
            let screen = try ScreenGenerator.plan(module: "Favorites", name: name, pattern: pattern, root: copy).get()
            XCTAssertEqual(try ScreenGenerator.apply(screen, root: copy).get(), [])
        }
        guard case .failure = ScreenGenerator.plan(module: "Favorites", name: "Notes", pattern: .mvc, root: copy) else {
            return XCTFail("an existing screen must be refused")
        }

        let lint = try swift(
            ["format", "lint", "--strict", "--recursive", "Modules/Favorites", "App"], in: copy)
        XCTAssertEqual(lint.status, 0, "generated code passes the lint CI runs: \(lint.output)")

        let tests = try swift(["test", "-Xswiftc", "-warnings-as-errors", "--filter", "FavoritesTests"], in: copy)
        XCTAssertEqual(tests.status, 0, tests.output)
        XCTAssertTrue(
            tests.output.contains("Executed 14 tests, with 0 failures"),
            "6 feature tests and 2 per screen: \(tests.output)")
        // The feature's package runs the same tests alone, building only what it needs.
        let alone = try swift(["test", "--package-path", "Modules/Favorites"], in: copy)
        XCTAssertEqual(alone.status, 0, alone.output)
        XCTAssertTrue(alone.output.contains("Executed 14 tests, with 0 failures"), alone.output)
        XCTAssertFalse(alone.output.contains("Compiling VenuesApp"), "the app is not part of the feature's build")
        // Its example runs it alone: the home offers it by its entry, as the app does.
        let built = try swift(
            ["build", "--package-path", "Modules/Favorites", "--product", "FavoritesExample"], in: copy)
        XCTAssertEqual(built.status, 0, built.output)
        let example = try runVenues(
            in: copy, arguments: [], input: "favorites\nwhere\nback\nwhere\n",
            binary: "Modules/Favorites/.build/debug/FavoritesExample")
        XCTAssertEqual(example.status, 0, example.output)
        let press = plan.key.map { " (or press \($0))" } ?? ""
        XCTAssertTrue(example.output.contains("Favorites example\n\nType favorites\(press) to open"), example.output)
        XCTAssertTrue(example.output.contains("\nvenues://favorites\n"), example.output)
        XCTAssertTrue(example.output.hasSuffix("\nvenues://\n"), example.output)

        // The app, built in the copy by the test run, reaches the new screen.
        let venues = try runVenues(
            in: copy, arguments: [],
            input: "help\nfavorites\nopen 4\nwhere\nback\nscreen notes\nwhere\nback\nscreen Checklist\nwhere\nback\n")
        let printed = venues.output
        XCTAssertEqual(venues.status, 0)
        XCTAssertTrue(printed.contains("\nFavorites\n\n1. "), printed)
        XCTAssertTrue(printed.contains("1. Notes · 2. Checklist · 3. Drafts · 4. Archive"), printed)
        XCTAssertTrue(printed.contains("\nArchive\n"), "the VIPER screen opens from the feature: \(printed)")
        let helpLine = printed.split(separator: "\n").first { $0.hasPrefix("  favorites ") }
        XCTAssertEqual(helpLine?.hasSuffix("show Favorites"), true, "help offers it: \(printed)")
        if let key = plan.key { XCTAssertEqual(helpLine?.contains(" \(key) "), true, "with its key: \(printed)") }
        for screen in ["Archive", "Notes", "Checklist"] {
            XCTAssertTrue(
                printed.contains("\nvenues://near/Amsterdam/favorites/screen/\(screen)\n"),
                "every generated screen has an address: \(printed)")
        }

        // A link to a generated screen opens it, with the feature's screen behind it.
        let linked = try runVenues(
            in: copy, arguments: ["--open", "venues://near/Amsterdam/favorites/screen/Archive"],
            input: "back\nwhere\nback\nlink venues://near/Amsterdam/favorites/screen/Nowhere\nwhere\n")
        let linkedPrinted = linked.output
        XCTAssertEqual(linked.status, 0)
        XCTAssertTrue(linkedPrinted.hasPrefix("Archive\n"), linkedPrinted)
        XCTAssertTrue(
            linkedPrinted.contains("\nvenues://near/Amsterdam/favorites\n"),
            "back reaches the feature: \(linkedPrinted)")
        XCTAssertTrue(
            linkedPrinted.contains(
                "error: cannot open venues://near/Amsterdam/favorites/screen/Nowhere: Favorites has no screen called Nowhere\n"
            ), "the link's check says the feature has no such screen: \(linkedPrinted)")
        XCTAssertTrue(
            linkedPrinted.hasSuffix(
                "error: cannot open venues://near/Amsterdam/favorites/screen/Nowhere: "
                    + "Favorites has no screen called Nowhere\nvenues://near/Amsterdam\n"),
            "checked before anything moved, so the app stays on the list: \(linkedPrinted)")

        // And it comes back out, leaving the files it edited as they were, and a tree that builds.
        let removal = try FeatureRemoval.plan(name: "Favorites", root: copy).get()
        XCTAssertEqual(try FeatureRemoval.apply(removal, root: copy).get(), [])
        let restored = try [FeatureGenerator.manifest, FeatureGenerator.registry, ModuleGraph.document].map {
            try String(contentsOf: copy.appendingPathComponent($0), encoding: .utf8)
        }
        XCTAssertEqual(restored, untouched)
        XCTAssertFalse(FileManager.default.fileExists(atPath: copy.appendingPathComponent("Modules/Favorites").path))
        let build = try swift(["build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], in: copy)
        XCTAssertEqual(build.status, 0, build.output)
    }
}
