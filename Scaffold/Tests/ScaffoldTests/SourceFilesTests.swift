import Foundation
import XCTest

@testable import ScaffoldKit

/// The sources the rules and the generator read: every Swift file, whatever its name, and
/// nothing from a hidden folder such as a package's `.build`.
final class SourceFilesTests: XCTestCase {
    func testEverySwiftFileOutsideHiddenFoldersIsFoundInNameOrder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sources-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for path in [
            "Modules/A/Sources/A/Plain.swift", "Modules/A/Sources/A/Line\nBreak.swift", "Modules/A/Sources/A/notes.md",
            "Modules/A/.build/checkouts/B/Sources/B.swift", "Modules/B/Sources/B/Nested/Deep.swift",
        ] {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "let x = 0\n".write(to: file, atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(
            SourceFiles.paths(under: ["Modules", "Missing"], root: root),
            [
                "Modules/A/Sources/A/Line\nBreak.swift", "Modules/A/Sources/A/Plain.swift",
                "Modules/B/Sources/B/Nested/Deep.swift",
            ])
    }
}
