import Foundation
import XCTest

@testable import ScaffoldKit

/// `scaffold check` passes on the repository and finds each kind of broken rule, reading the
/// tree afresh each time.
final class ModuleCheckTests: XCTestCase {
    private func failure(_ root: URL) -> String {
        guard case .failure(let error) = ModuleCheck.run(root: root) else { return "" }
        return error.description
    }

    func testACheckPassesOnTheRepositoryAndFindsWhatBreaksItEveryTime() throws {
        let root = try copyRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertNoThrow(try ModuleCheck.run(root: root).get())

        // An edit that keeps the size and puts the modification time back is found all the
        // same: nothing is remembered between checks.
        let source = root.appendingPathComponent("Modules/Map/Sources/Map/MapCoordinator.swift")
        let original = try Data(contentsOf: source)
        let modified = try XCTUnwrap(
            try FileManager.default.attributesOfItem(atPath: source.path)[.modificationDate] as? Date)
        let escape = Data("// Unsafe\n".utf8)
        try (escape + original.dropFirst(escape.count)).write(to: source)
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: source.path)
        XCTAssertTrue(failure(root).contains("Modules/Map/Sources/Map/MapCoordinator.swift:1: Unsafe"), failure(root))
        try original.write(to: source)
        XCTAssertNoThrow(try ModuleCheck.run(root: root).get())

        // A new file in a new folder.
        let folder = root.appendingPathComponent("Modules/Map/Sources/Map/Later")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "nonisolated(unsafe) var shared = 0\n".write(
            to: folder.appendingPathComponent("Shared.swift"), atomically: true, encoding: .utf8)
        XCTAssertTrue(failure(root).contains("Modules/Map/Sources/Map/Later/Shared.swift:1: nonisolated(unsafe)"))
        try FileManager.default.removeItem(at: folder)

        // A route whose edges forget a case: the link check would not know the piece.
        let interface = root.appendingPathComponent("Modules/Map/Sources/MapInterface/MapInterface.swift")
        let declared = try String(contentsOf: interface, encoding: .utf8)
        try declared.replacingOccurrences(
            of: "public static let edges = [VenueDetailsInput.edge]", with: "public static let edges: [RouteEdge] = []"
        ).write(to: interface, atomically: true, encoding: .utf8)
        XCTAssertTrue(
            failure(root).contains("MapRoute.edges lists [] but its cases carry [VenueDetailsInput]"), failure(root))
        try declared.write(to: interface, atomically: true, encoding: .utf8)

        // A requirement added to Tips' Dependency that the app's component does not meet: named
        // along Tips' branch, not as a bare conformance error.
        let builder = root.appendingPathComponent("Modules/Tips/Sources/Tips/TipsBuilder.swift")
        let tips = try String(contentsOf: builder, encoding: .utf8)
        try tips.replacingOccurrences(
            of: "    var clock: WallClock { get }",
            with: "    var clock: WallClock { get }\n    var locale: Locale { get }"
        ).write(to: builder, atomically: true, encoding: .utf8)
        XCTAssertTrue(
            failure(root).contains(
                "AppComponent → Map → VenueDetails → Tips: TipsDependency needs `locale: Locale`, which AppComponent "
                    + "does not provide: add it in App/Sources/VenuesApp/Composition/AppComponent+Tips.swift"),
            failure(root))
        try tips.write(to: builder, atomically: true, encoding: .utf8)

        // A manifest that drifted from its rendering, named before the sources are read.
        let manifest = root.appendingPathComponent("Modules/Tips/Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        try (text + "// edited\n").write(to: manifest, atomically: true, encoding: .utf8)
        XCTAssertTrue(failure(root).contains("Modules/Tips/Package.swift differs from its rendering"), failure(root))
        try text.write(to: manifest, atomically: true, encoding: .utf8)
        XCTAssertNoThrow(try ModuleCheck.run(root: root).get())
    }
}
