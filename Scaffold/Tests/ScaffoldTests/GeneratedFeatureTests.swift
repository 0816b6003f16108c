import Core
import Foundation
import ScaffoldKit
import XCTest

/// The slow case, run once: a feature and one screen of every pattern, generated into a copy of
/// the repository (or, in CI, the clone itself), build, and their generated tests pass there.
final class GeneratedFeatureTests: XCTestCase {
    /// Runs `executable` with `arguments` in `directory`, feeding `input`; its exit status and
    /// everything it printed. A run still going after `seconds` is killed and reported as
    /// status -1, with what it printed, so a hung build fails this test instead of the suite.
    private func run(
        _ executable: URL, _ arguments: [String], in directory: URL, input: String = "",
        environment: [String: String]? = nil, keepErrors: Bool = true, within seconds: Double
    ) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if let environment { process.environment = environment }
        let standardInput = Pipe(), output = Pipe()
        process.standardInput = standardInput
        process.standardOutput = output
        process.standardError = keepErrors ? output : FileHandle.nullDevice
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        let printed = LockedOutput()
        let reading = output.fileHandleForReading
        let readerDone = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            printed.set(reading.readDataToEndOfFile())
            readerDone.signal()
        }
        standardInput.fileHandleForWriting.write(Data(input.utf8))
        try standardInput.fileHandleForWriting.close()
        guard exited.wait(timeout: .now() + seconds) == .success else {
            process.terminate()
            _ = exited.wait(timeout: .now() + 10)
            _ = readerDone.wait(timeout: .now() + 10)
            return (-1, "killed after \(Int(seconds)) s: " + printed.text)
        }
        _ = readerDone.wait(timeout: .now() + 10)
        return (process.terminationStatus, printed.text)
    }

    @discardableResult
    private func swift(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        try run(URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + arguments, in: directory, within: 1_200)
    }

    /// Runs `git` with `arguments` in `directory`; what it printed, failing the test on an error.
    private func git(_ arguments: [String], in directory: URL) throws -> String {
        let result = try run(
            URL(fileURLWithPath: "/usr/bin/env"), ["git"] + arguments, in: directory, keepErrors: false, within: 60)
        XCTAssertEqual(result.status, 0, "git \(arguments.joined(separator: " ")): \(result.output)")
        return result.output
    }

    /// The tree the test generates into: a copy of the repository, or, when
    /// `SCAFFOLD_E2E_IN_PLACE=1` (CI's clean clone, after every other step that reads it), the
    /// repository itself, so the builds below extend its debug build instead of compiling the
    /// whole app again in a copy. In place, a clean work tree is required, the builds pass
    /// `--ignore-lock` (the `swift test` running this holds the build folder's lock and writes
    /// nothing to it until the tests end), and the end restores the tree and asserts git sees
    /// no change.
    private struct Tree {
        let root: URL
        let inPlace: Bool
        var lock: [String] { inPlace ? ["--ignore-lock"] : [] }
    }

    private func tree() throws -> Tree {
        guard ProcessInfo.processInfo.environment["SCAFFOLD_E2E_IN_PLACE"] == "1" else {
            return Tree(root: try copyRepository(), inPlace: false)
        }
        return Tree(root: repositoryRoot, inPlace: true)
    }

    /// Runs the `venues` built in `root` (or the program at `binary`, in `root`),
    /// with no API key, feeding it `input`; what it printed on standard output.
    private func runVenues(
        in root: URL, arguments: [String], input: String, binary: String = ".build/debug/venues"
    ) throws -> (status: Int32, output: String) {
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "FOURSQUARE_API_KEY")
        return try run(
            root.appendingPathComponent(binary), arguments, in: root, input: input, environment: environment,
            keepErrors: false, within: 60)
    }

    func testAGeneratedFeatureBuildsAndItsTestsPass() throws {
        let tree = try tree()
        let root = tree.root
        if tree.inPlace {
            let changes = try git(["status", "--porcelain", "--untracked-files=all"], in: root)
            guard changes.isEmpty else {
                return XCTFail("SCAFFOLD_E2E_IN_PLACE=1 generates into the work tree, which must be clean: \(changes)")
            }
        }
        defer {
            if tree.inPlace {
                // The tree was clean, so whatever git sees now the test made: put back even
                // when an assertion above stopped it before the removal.
                _ = try? git(["checkout", "--", "."], in: root)
                _ = try? git(["clean", "-fdq"], in: root)
            } else {
                try? FileManager.default.removeItem(at: root)
            }
        }
        let untouched = try [FeatureGenerator.manifest, FeatureGenerator.registry, ModuleGraph.document].map {
            try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)
        }
        // A name the tree has no feature of yet, so the test also passes in a tree where a
        // developer made `Favorites`.
        let name = newFeature
        let plan = try FeatureGenerator.plan(name: name, root: root).get()
        let command = plan.command
        XCTAssertEqual(try FeatureGenerator.apply(plan, root: root).get(), [], "formatted without notes")
        XCTAssertTrue(
            try String(contentsOf: root.appendingPathComponent(ModuleGraph.document), encoding: .utf8)
                .contains("subgraph package_\(name)"), "the module graph document follows")
        guard case .failure = FeatureGenerator.plan(name: name, root: root) else {
            return XCTFail("a second run must be refused")
        }
        XCTAssertEqual(
            try ModuleRules.check(FeatureManifests(root: root)), [], "the new feature follows the module rules")
        XCTAssertEqual(try FeatureManifests(root: root).drift(), [], "its manifest is its rendering")
        for (screenName, pattern) in [
            ("Notes", ScreenPattern.mvvm), ("Checklist", .mvc), ("Drafts", .mvp), ("Archive", .viper),
        ] {
            let screen = try ScreenGenerator.plan(feature: name, name: screenName, pattern: pattern, root: root).get()
            XCTAssertEqual(try ScreenGenerator.apply(screen, root: root).get(), [])
        }
        guard case .failure = ScreenGenerator.plan(feature: name, name: "Notes", pattern: .mvc, root: root) else {
            return XCTFail("an existing screen must be refused")
        }
        let lint = try swift(["format", "lint", "--strict", "--recursive", "Modules/\(name)", "App"], in: root)
        XCTAssertEqual(lint.status, 0, "generated code passes the lint CI runs: \(lint.output)")

        // The app and the feature's test target build in the root's graph, warnings and
        // undeclared imports as errors; the rest of the root's tests are the repository's own,
        // which the feature does not touch, so they are left to the repository's run.
        let strict = ["-Xswiftc", "-warnings-as-errors", "--explicit-target-dependency-import-check", "error"]
        let app = try swift(["build", "--product", "venues"] + strict + tree.lock, in: root)
        XCTAssertEqual(app.status, 0, app.output)
        let rootTests = try swift(["build", "--target", "\(name)Tests"] + strict + tree.lock, in: root)
        XCTAssertEqual(rootTests.status, 0, "the root declares the feature's tests: \(rootTests.output)")
        // The feature's package runs them. It builds in the root's build folder, so the modules
        // the root build compiled with the same flags are not compiled again; an import its own
        // manifest does not declare is still an error.
        let shared = ["--scratch-path", root.appendingPathComponent(".build").path] + tree.lock
        let alone = try swift(["test", "--package-path", "Modules/\(name)"] + shared + strict, in: root)
        XCTAssertEqual(alone.status, 0, alone.output)
        XCTAssertTrue(
            alone.output.contains("Executed 18 tests, with 0 failures"),
            "10 feature tests and 2 per screen: \(alone.output)")
        XCTAssertFalse(alone.output.contains("Compiling VenuesApp"), "the app is not part of the feature's build")
        // Its example runs it alone: the home offers it by its entry, as the app does.
        let built = try swift(
            ["build", "--package-path", "Modules/\(name)", "--product", "\(name)Example"] + shared + strict,
            in: root)
        XCTAssertEqual(built.status, 0, built.output)
        let example = try runVenues(
            in: root, arguments: [], input: "\(command)\nwhere\nback\nwhere\n",
            binary: ".build/debug/\(name)Example")
        XCTAssertEqual(example.status, 0, example.output)
        let press = plan.key.map { " (or press \($0))" } ?? ""
        XCTAssertTrue(example.output.contains("\(name) example\n\nType \(command)\(press) to open"), example.output)
        XCTAssertTrue(example.output.contains("\nvenues://\(command)\n"), example.output)
        XCTAssertTrue(example.output.hasSuffix("\nvenues://\n"), example.output)

        // The app, built above, reaches the new screen.
        let venues = try runVenues(
            in: root, arguments: [],
            input: "help\n\(command)\nopen 4\nwhere\nback\nscreen notes\nwhere\nback\nscreen Checklist\nwhere\nback\n")
        let printed = venues.output
        XCTAssertEqual(venues.status, 0)
        XCTAssertTrue(printed.contains("\n\(name)\n\n1. "), printed)
        XCTAssertTrue(printed.contains("1. Notes · 2. Checklist · 3. Drafts · 4. Archive"), printed)
        XCTAssertTrue(printed.contains("\nArchive\n"), "the VIPER screen opens from the feature: \(printed)")
        let helpLine = printed.split(separator: "\n").first { $0.hasPrefix("  \(command) ") }
        XCTAssertEqual(helpLine?.hasSuffix("show \(name)"), true, "help offers it: \(printed)")
        if let key = plan.key { XCTAssertEqual(helpLine?.contains(" \(key) "), true, "with its key: \(printed)") }
        for screen in ["Archive", "Notes", "Checklist"] {
            XCTAssertTrue(
                printed.contains("\nvenues://near/Amsterdam/\(command)/screen/\(screen)\n"),
                "every generated screen has an address: \(printed)")
        }

        // A link to a generated screen opens it, with the feature's screen behind it.
        let linked = try runVenues(
            in: root, arguments: ["--open", "venues://near/Amsterdam/\(command)/screen/Archive"],
            input: "back\nwhere\nback\nlink venues://near/Amsterdam/\(command)/screen/Nowhere\nwhere\n")
        let linkedPrinted = linked.output
        XCTAssertEqual(linked.status, 0)
        XCTAssertTrue(linkedPrinted.hasPrefix("Archive\n"), linkedPrinted)
        XCTAssertTrue(
            linkedPrinted.contains("\nvenues://near/Amsterdam/\(command)\n"),
            "back reaches the feature: \(linkedPrinted)")
        XCTAssertTrue(
            linkedPrinted.contains(
                "error: cannot open venues://near/Amsterdam/\(command)/screen/Nowhere: \(name) has no screen called Nowhere\n"
            ), "the link's check says the feature has no such screen: \(linkedPrinted)")
        XCTAssertTrue(
            linkedPrinted.hasSuffix(
                "error: cannot open venues://near/Amsterdam/\(command)/screen/Nowhere: "
                    + "\(name) has no screen called Nowhere\nvenues://near/Amsterdam\n"),
            "checked before anything moved, so the app stays on the list: \(linkedPrinted)")

        // And it comes back out: the files it edited byte for byte as they were, which the
        // repository's own build compiles, and its package gone.
        let removal = try FeatureRemoval.plan(name: name, root: root).get()
        XCTAssertEqual(try FeatureRemoval.apply(removal, root: root).get(), [])
        let restored = try [FeatureGenerator.manifest, FeatureGenerator.registry, ModuleGraph.document].map {
            try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)
        }
        XCTAssertEqual(restored, untouched)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("Modules/\(name)").path))
        guard tree.inPlace else { return }
        // The screens stay in the hand-written features (the generator takes out features, not
        // screens); git puts those two back, and then sees nothing else the run changed.
        let handWrittenFeatures = ["Modules/VenueDetails", "Modules/Tips"]
        _ = try git(["checkout", "--"] + handWrittenFeatures, in: root)
        _ = try git(["clean", "-fdq", "--"] + handWrittenFeatures, in: root)
        XCTAssertEqual(try git(["status", "--porcelain", "--untracked-files=all"], in: root), "")
    }
}

/// What a child process printed, written by the thread that reads it.
private final class LockedOutput: Sendable {
    private let data = LockedBox(Data())
    func set(_ value: Data) { data.set(value) }
    var text: String { String(decoding: data.value, as: UTF8.self) }
}
