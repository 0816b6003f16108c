import Foundation
import XCTest

/// The repository's root, found from this file.
private let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// Keeps the documents' Swift examples true: every ```swift block must be preceded by an
/// `<!-- example: PATH -->` or `<!-- example: PATH#NAME -->` comment, and must equal that
/// source, which the build compiles: a whole file (without its imports), or the lines between
/// `// README: NAME` and `// README: end`, dedented.
final class ReadmeExamplesTests: XCTestCase {
    private struct Block {
        let document: String
        let line: Int
        let marker: String?
        let text: String
    }

    private func blocks(in document: String) throws -> [Block] {
        let lines = try String(contentsOf: repositoryRoot.appendingPathComponent(document), encoding: .utf8)
            .components(separatedBy: "\n")
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            guard lines[index].trimmingCharacters(in: .whitespaces) == "```swift" else { continue }
            let previous = lines[..<index].last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
            let marker = previous.firstMatch(of: /<!-- example: (\S+) -->/).map { String($0.1) }
            let start = index + 1
            var end = start
            while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "```" { end += 1 }
            blocks.append(
                Block(document: document, line: index + 1, marker: marker, text: dedent(Array(lines[start..<end]))))
            index = end
        }
        return blocks
    }

    private func dedent(_ lines: [String]) -> String {
        let indent =
            lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { $0.prefix { $0 == " " }.count }
            .min() ?? 0
        return lines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
            .joined(separator: "\n")
            .trimmingCharacters(in: .newlines)
    }

    private func source(for marker: String) throws -> String {
        let parts = marker.split(separator: "#", maxSplits: 1).map(String.init)
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent(parts[0]), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        guard parts.count == 2 else {
            return dedent(
                Array(lines.drop { $0.hasPrefix("import ") || $0.trimmingCharacters(in: .whitespaces).isEmpty }))
        }
        guard
            let begin = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "// README: \(parts[1])" }
            ),
            let end = lines[begin...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "// README: end" })
        else {
            throw CocoaError(
                .fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "\(parts[0]) has no region \(parts[1])"])
        }
        return dedent(Array(lines[(begin + 1)..<end]))
    }

    func testEverySwiftExampleIsCompiledSource() throws {
        let catalog = try FileManager.default.contentsOfDirectory(
            atPath: repositoryRoot.appendingPathComponent("Core/Sources/Core/Core.docc").path
        )
        .filter { $0.hasSuffix(".md") }.sorted().map { "Core/Sources/Core/Core.docc/\($0)" }
        let documents =
            ["README.md", "CONTRIBUTING.md", "docs/Architecture.md", "Core/README.md", "Benchmarks/README.md"] + catalog
        let all = try documents.flatMap(blocks(in:))
        XCTAssertGreaterThanOrEqual(all.count, 6, "the documents show Core's API in Swift")
        for block in all {
            guard let marker = block.marker else {
                XCTFail(
                    "\(block.document):\(block.line): a Swift example needs <!-- example: PATH[#NAME] --> before it")
                continue
            }
            let expected = try source(for: marker)
            XCTAssertEqual(
                block.text, expected, "\(block.document):\(block.line) differs from \(marker); copy the compiled source"
            )
        }
    }

    func testAnExampleThatDriftsIsCaught() throws {
        let marker = "Tests/DocsTests/Examples/ReducerExample.swift#store"
        let source = try source(for: marker)
        XCTAssertTrue(source.hasPrefix("let store = StateStore(reducer: SearchReducer.self"), source)
        XCTAssertNotEqual(
            dedent(["    let store = StateStore(reducer: OtherReducer.self, initialState: .init())"]), source)
    }
}
