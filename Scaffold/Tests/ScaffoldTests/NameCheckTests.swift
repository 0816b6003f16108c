import Foundation
import XCTest

@testable import ScaffoldKit

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
            reason("Scaffold"), "Scaffold/Tests/ScaffoldTests already exists; choose another name",
            "its tests would clash")
        XCTAssertEqual(reason("App"), "\"App\" is a Swift keyword or standard name; choose another name")
        XCTAssertEqual(reason("Docs"), "Tests/DocsTests already exists; choose another name")
        XCTAssertEqual(
            reason("A" + String(repeating: "b", count: 40)),
            "\"A\(String(repeating: "b", count: 40))\" is longer than 40 characters", "one more is refused")
    }
}
