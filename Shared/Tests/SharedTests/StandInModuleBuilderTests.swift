import Core
import CoreTesting
import Shared
import SharedTesting
import TerminalApp
import TerminalUI
import XCTest

/// The screen an example shows for a feature it does not build: it says what would open,
/// takes the real screen's query items from a link, and goes back as the feature would.
@MainActor
final class StandInModuleBuilderTests: XCTestCase {
    private let manifest = FeatureManifest(
        name: "Tips", commands: [.back], queries: [LinkQuery("sort", values: ["newest", "liked"])])

    func testAPresentedStandInSaysWhatWouldOpenTakesTheLinksQueryAndIsDismissedByBack() async throws {
        let standIn = StandInModuleBuilder<String>(for: manifest, presentation: .present) { venue in
            ("the tips of \(venue)", ScreenAddress(path: ["tips"]))
        }
        let navigation = RecordingNavigationController()
        let module = standIn.buildModule(with: navigation, input: "Canal Roasters")
        var ended = 0
        let subscription = module.coordinator.start().subscribe(onMainActor: { ended += 1 })
        defer { subscription.dispose() }
        XCTAssertEqual(standIn.inputs, ["Canal Roasters"])
        let screen = try XCTUnwrap(navigation.presentedViewController as? Screen)
        XCTAssertEqual(screen.title, "Tips (stand-in)")
        XCTAssertTrue(
            screen.frame(size: .init(columns: 100, rows: 20)).lines.contains {
                $0.text == "Tips would open here: the tips of Canal Roasters."
            })

        let following = try XCTUnwrap(module.coordinator as? LinkFollowing)
        let rest = try await following.follow("venues://?sort=liked&search=x")
        XCTAssertEqual(rest.query.map(\.name), ["search"], "what the real screen does not take is left")
        XCTAssertEqual(screen.address, ScreenAddress(path: ["tips"], query: [.init("sort", "liked")]))

        XCTAssertFalse(screen.handle(command: Command(name: "liked")), "it takes none of the feature's commands")
        XCTAssertTrue(screen.handle(command: Command(name: "back")))
        XCTAssertEqual(ended, 1)
        XCTAssertEqual(navigation.actions.map(\.description), ["present TextScreen", "dismiss TextScreen"])
    }
}
