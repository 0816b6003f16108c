import Foundation
import XCTest

@testable import ScaffoldKit

/// `scaffold check` records what passed and then reads only what changed; whatever changed, a
/// broken rule is found again as a check without the record finds it.
final class ModuleCheckTests: XCTestCase {
    private func passes(_ root: URL, tool: String = "tests", settling: TimeInterval = 0) throws -> ModuleCheck.Report {
        try ModuleCheck.run(root: root, tool: tool, settling: settling).get()
    }

    private func failure(_ root: URL) -> String {
        guard case .failure(let error) = ModuleCheck.run(root: root, tool: "tests", settling: 0) else { return "" }
        return error.description
    }

    func testACheckReadsOnlyWhatChangedSinceItLastPassedAndStillFindsEveryBrokenRule() throws {
        let root = try copyRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try passes(root)
        let features = try ModuleRules.featurePackages(root: root)
        XCTAssertTrue(Set(features).isSuperset(of: ["Map", "Saved", "Tips", "VenueDetails"]))
        XCTAssertEqual(first.checkedFeatures, features)
        XCTAssertTrue(first.readSources.contains("Modules/Map/Sources/Map/MapCoordinator.swift"), "\(first)")
        let unchanged = try passes(root)
        XCTAssertEqual(unchanged.checkedFeatures, [])
        XCTAssertEqual(unchanged.readSources, [], "nothing changed")

        // An edit that keeps the size and puts the modification time back still changes the
        // file's stamp (its change time moves), so the file is read and the escape found.
        let source = root.appendingPathComponent("Modules/Map/Sources/Map/MapCoordinator.swift")
        let original = try Data(contentsOf: source)
        let modified = try XCTUnwrap(
            try FileManager.default.attributesOfItem(atPath: source.path)[.modificationDate] as? Date)
        let escape = Data("// Unsafe\n".utf8)
        try (escape + original.dropFirst(escape.count)).write(to: source)
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: source.path)
        XCTAssertTrue(failure(root).contains("Modules/Map/Sources/Map/MapCoordinator.swift:1: Unsafe"))
        XCTAssertTrue(failure(root).contains("MapCoordinator.swift:1: Unsafe"), "a failure is not recorded")
        try original.write(to: source)
        let restored = try passes(root)
        XCTAssertEqual(restored.checkedFeatures, [])
        XCTAssertEqual(restored.readSources, ["Modules/Map/Sources/Map/MapCoordinator.swift"])

        // A new file in a new folder is found through its parent's stamp.
        let folder = root.appendingPathComponent("Modules/Map/Sources/Map/Later")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "nonisolated(unsafe) var shared = 0\n".write(
            to: folder.appendingPathComponent("Shared.swift"), atomically: true, encoding: .utf8)
        XCTAssertTrue(failure(root).contains("Modules/Map/Sources/Map/Later/Shared.swift:1: nonisolated(unsafe)"))
        try FileManager.default.removeItem(at: folder)
        XCTAssertEqual(try passes(root).readSources, [])

        // A manifest edit checks that feature's manifest again, and a change to what every
        // feature's manifest depends on checks them all.
        let manifest = root.appendingPathComponent("Modules/Tips/Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        try (text + "// edited\n").write(to: manifest, atomically: true, encoding: .utf8)
        XCTAssertTrue(failure(root).contains("Modules/Tips/Package.swift differs from its rendering"))
        try text.write(to: manifest, atomically: true, encoding: .utf8)
        XCTAssertEqual(try passes(root).checkedFeatures, ["Tips"])
        XCTAssertEqual(try passes(root).checkedFeatures, [])
        let core = root.appendingPathComponent("Core/Package.swift")
        try Data(contentsOf: core).write(to: core)
        XCTAssertEqual(try passes(root).checkedFeatures, features)

        // Another scaffold or toolchain, or a record that cannot be read, means a full check.
        XCTAssertEqual(try passes(root, tool: "another").checkedFeatures, features)
        try Data("not a record".utf8).write(to: root.appendingPathComponent(".build/scaffold-check"))
        let afterDamage = try passes(root, tool: "another")
        XCTAssertEqual(afterDamage.checkedFeatures, features)
        XCTAssertEqual(afterDamage.readSources, first.readSources)
    }

    /// A file stamped within the settling time is read again by the next check: on a coarse
    /// clock, an edit in the same tick would leave the stamp as it was.
    func testWhatChangedJustBeforeACheckIsReadAgainByTheNext() throws {
        let root = try copyRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try passes(root, settling: 3_600)
        XCTAssertFalse(first.readSources.isEmpty)
        let second = try passes(root, settling: 3_600)
        XCTAssertEqual(second.checkedFeatures, first.checkedFeatures, "the copy's manifests are minutes old at most")
        XCTAssertEqual(second.readSources, first.readSources)
    }
}

/// The generator reads the command words and keys in use from every feature's sources, and
/// keeps each file's for the next run, which reads only the files that changed.
final class FeatureWordsRecordTests: XCTestCase {
    func testAFileIsReadAgainOnlyWhenItChanged() throws {
        let (root, sources) = try sourceTree()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = sources.appendingPathComponent("A.swift")
        try #"let spec = CommandSpec("alpha", aliases: ["al"], key: "a")"#.write(
            to: file, atomically: true, encoding: .utf8)
        let first = FeatureWords.scan(root: root, tool: "tests", settling: 0)
        XCTAssertEqual(first.commands, ["alpha", "al"])
        XCTAssertEqual(first.keys, ["a"])

        // The kept words are what the next run returns for the unchanged file: planted with a
        // word the file does not hold, they show that it was not read.
        // The record's lines: the tool, the words, then the walk (binary).
        let record = root.appendingPathComponent(".build/scaffold-words")
        let lines = [UInt8](try Data(contentsOf: record)).split(
            separator: 10, maxSplits: 2, omittingEmptySubsequences: false)
        let kept = String(decoding: lines[1], as: UTF8.self)
        XCTAssertTrue(kept.contains("Modules/A/Sources/A/A.swift"), kept)
        let planted = Array(kept.replacingOccurrences(of: "alpha", with: "planted").utf8)
        try Data(Array(lines[0]) + [10] + planted + [10] + Array(lines[2])).write(to: record)
        XCTAssertEqual(FeatureWords.scan(root: root, tool: "tests", settling: 0).commands, ["planted", "al"])

        // A changed file and a new one are read.
        try #"let spec = CommandSpec("beta", key: "b")"#.write(to: file, atomically: true, encoding: .utf8)
        try #"let binding = KeyBinding("z")"#.write(
            to: sources.appendingPathComponent("Z.swift"), atomically: true, encoding: .utf8)
        let changed = FeatureWords.scan(root: root, tool: "tests", settling: 0)
        XCTAssertEqual(changed.commands, ["beta"])
        XCTAssertEqual(changed.keys, ["b", "z"])
        XCTAssertEqual(FeatureWords.scan(root: root, tool: "another", settling: 0).commands, ["beta"])
    }

    func testWordsARecordCannotHoldAreReadAgain() throws {
        let (root, sources) = try sourceTree()
        defer { try? FileManager.default.removeItem(at: root) }
        // A tab separates a record's entries, so a word holding one cannot be kept.
        try "let spec = CommandSpec(\"tab\tbed\")".write(
            to: sources.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        for _ in 1...2 {
            XCTAssertEqual(FeatureWords.scan(root: root, tool: "tests", settling: 0).commands, ["tab\tbed"])
        }
        let record = root.appendingPathComponent(".build/scaffold-words")
        XCTAssertFalse(FileManager.default.fileExists(atPath: record.path))
    }
}

/// A walk finds every Swift file, whatever its name.
final class SourceWalkTests: XCTestCase {
    func testAFileWhoseNameHoldsALineBreakIsWalkedCheckedAndRecorded() throws {
        let (root, sources) = try sourceTree()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = "Modules/A/Sources/A/Line\nBreak.swift"
        try "nonisolated(unsafe) var count = 0\n".write(
            to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
        try "let plain = 0\n".write(
            to: sources.appendingPathComponent("Plain.swift"), atomically: true, encoding: .utf8)
        let walk = SourceWalk(base: root, folders: ["Modules"])
        XCTAssertEqual(walk.files.map(\.path), [path, "Modules/A/Sources/A/Plain.swift"])
        XCTAssertEqual(IsolationRules.check(root: root), [path + ":1: nonisolated(unsafe)"])

        let again = SourceWalk(base: root, folders: ["Modules"], earlier: walk.record)
        XCTAssertTrue(again.isUnchanged, "the record holds the name whole")
        XCTAssertEqual(again.files.map(\.path), [path, "Modules/A/Sources/A/Plain.swift"])
        XCTAssertEqual(again.files.map(\.recorded), [true, true])
    }

    func testADamagedRecordMeansEverythingIsListedAgain() throws {
        let (root, sources) = try sourceTree()
        defer { try? FileManager.default.removeItem(at: root) }
        try "let plain = 0\n".write(
            to: sources.appendingPathComponent("Plain.swift"), atomically: true, encoding: .utf8)
        let record = SourceWalk(base: root, folders: ["Modules"]).record
        for damaged in [Array(record.dropLast()), Array(record.dropFirst()), [UInt8](repeating: 0x64, count: 40)] {
            let walk = SourceWalk(base: root, folders: ["Modules"], earlier: damaged)
            XCTAssertFalse(walk.isUnchanged)
            XCTAssertEqual(walk.files.map(\.path), ["Modules/A/Sources/A/Plain.swift"])
            XCTAssertEqual(walk.files.map(\.recorded), [false])
        }
    }
}

/// A temporary tree with one feature's sources folder, `Modules/A/Sources/A`; the caller
/// removes it.
private func sourceTree() throws -> (root: URL, sources: URL) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("sources-\(UUID().uuidString)")
    let sources = root.appendingPathComponent("Modules/A/Sources/A")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    return (root, sources)
}
