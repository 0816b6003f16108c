import Foundation
import XCTest

@testable import ScaffoldKit

final class ScreenGeneratorTests: XCTestCase {
    private func reason(_ feature: String, _ name: String, _ pattern: ScreenPattern = .mvvm) -> String? {
        if case .failure(let error) = ScreenGenerator.plan(
            feature: feature, name: name, pattern: pattern, root: repositoryRoot)
        {
            return error.description
        }
        return nil
    }

    func testRefusalsSayWhy() throws {
        XCTAssertEqual(
            reason("Nowhere", "Settings"),
            "there is no feature Nowhere under Modules/; add one with: scaffold feature Nowhere")
        XCTAssertEqual(reason("Map", "Map"), "a screen cannot share its feature's name (Map); choose another name")
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-bare-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        let sources = root.appendingPathComponent("Modules/Bare/Sources/Bare")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try "".write(to: root.appendingPathComponent("Modules/Bare/Package.swift"), atomically: true, encoding: .utf8)
        try "final class BareCoordinator {}\n".write(
            to: sources.appendingPathComponent("BareCoordinator.swift"), atomically: true, encoding: .utf8)
        guard
            case .failure(let error) = ScreenGenerator.plan(feature: "Bare", name: "Photos", pattern: .mvvm, root: root)
        else { return XCTFail("a coordinator without the markers is refused") }
        XCTAssertEqual(
            error.description,
            "Bare takes no added screens: its coordinator keeps no screen list (scaffold:screens markers in "
                + "Modules/Bare/Sources/Bare/BareCoordinator.swift); give it one as Templates/README.md shows (a "
                + "generated feature has one from the start)")
        XCTAssertEqual(
            reason("Map", "Photos"),
            "Map takes no added screens: its coordinator keeps no screen list (scaffold:screens markers in "
                + "Modules/Map/Sources/Map/MapCoordinator.swift); give it one as Templates/README.md shows (a "
                + "generated feature has one from the start)", "a feature without added screens has no plumbing")
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
            let plan = try ScreenGenerator.plan(feature: "Fav", name: "Notes", pattern: pattern, root: root).get()
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
