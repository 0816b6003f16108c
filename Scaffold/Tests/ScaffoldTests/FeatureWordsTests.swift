import Foundation
import XCTest

@testable import ScaffoldKit

/// The generator reads the command words and keys in use from the features', Shared's and the
/// app's sources, as they are now.
final class FeatureWordsTests: XCTestCase {
    func testTheWordsAndKeysOfEverySourceAreReadAsTheyAreNow() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("words-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let sources = root.appendingPathComponent("Modules/A/Sources/A")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let file = sources.appendingPathComponent("A.swift")
        try #"let spec = CommandSpec("alpha", aliases: ["al"], key: "a")"#.write(
            to: file, atomically: true, encoding: .utf8)
        let tests = root.appendingPathComponent("Modules/A/Tests/ATests")
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        try #"let spec = CommandSpec("fake")"#.write(
            to: tests.appendingPathComponent("ATests.swift"), atomically: true, encoding: .utf8)
        let first = FeatureWords.scan(root: root)
        XCTAssertEqual(first.commands, ["alpha", "al"], "a test's words take nothing")
        XCTAssertEqual(first.keys, ["a"])

        try #"let spec = CommandSpec("beta", key: "b")"#.write(to: file, atomically: true, encoding: .utf8)
        try #"let binding = KeyBinding("z")"#.write(
            to: sources.appendingPathComponent("Z.swift"), atomically: true, encoding: .utf8)
        let changed = FeatureWords.scan(root: root)
        XCTAssertEqual(changed.commands, ["beta"])
        XCTAssertEqual(changed.keys, ["b", "z"])
    }
}
