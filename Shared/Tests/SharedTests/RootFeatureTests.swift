import Core
import Shared
import TerminalApp
import XCTest

@MainActor
final class RootFeatureTests: XCTestCase {
    /// The root reads only entries as it starts: a feature's manifest is made when asked for,
    /// each time, so a feature the user never opens costs nothing at start.
    func testTheManifestIsMadeOnlyWhenAskedFor() async {
        var made = 0
        func manifest() -> FeatureManifest {
            made += 1
            return FeatureManifest(name: "Saved", commands: [.back])
        }
        let feature = RootFeature(
            entry: FeatureEntry(title: "Saved", command: CommandSpec("saved", key: "v", help: "show saved")),
            manifest: manifest(),
            build: { _ in Module(coordinator: BaseCoordinator<Void>()) })
        XCTAssertEqual(made, 0)
        XCTAssertEqual(feature.entry.command.name, "saved")
        XCTAssertEqual(feature.manifest.name, "Saved")
        _ = feature.manifest
        XCTAssertEqual(made, 2)
    }
}
