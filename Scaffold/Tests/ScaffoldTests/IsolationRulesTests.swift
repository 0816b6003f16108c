import Foundation
import XCTest

@testable import ScaffoldKit

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
