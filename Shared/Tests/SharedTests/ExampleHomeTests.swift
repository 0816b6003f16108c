import Core
import CoreTesting
import Shared
import SharedTesting
import TerminalApp
import TerminalUI
import XCTest

/// A feature's example home: its choices numbered, the feature opened on the one picked, by
/// number, key or link, and a flow that fails listed under the choices.
@MainActor
final class ExampleHomeTests: XCTestCase {
    private struct Broken: Error, CustomStringConvertible {
        var description: String { "the data is gone" }
    }

    private let choices = [
        ExampleChoice(title: "Canal Roasters", value: "v1", input: "v1"),
        ExampleChoice(title: "Tram Oven", value: "v2", input: "v2"),
    ]

    func testAChoiceOpensByNumberOrKeyAndAFailureIsListedUnderTheChoices() async throws {
        let navigation = RecordingNavigationController()
        let feature = ScriptedModuleBuilder<String>()
        feature.failures = [Broken()]
        let home = ExampleHomeCoordinator(
            navigation: navigation, title: "Tips example", choices: choices,
            routes: .feature(LinkRoute("venue", takesValue: true)), build: feature.buildModule(with:input:))
        let subscription = home.start().subscribe(onError: { XCTFail("the home flow failed: \($0)") })
        defer { subscription.dispose() }
        let screen = try XCTUnwrap(navigation.viewControllers.first as? Screen)
        let lines = { screen.frame(size: .init(columns: 80, rows: 20)).lines.map(\.text) }
        XCTAssertTrue(lines().contains("1. Canal Roasters"))
        XCTAssertTrue(lines().contains("2. Tram Oven"))

        XCTAssertTrue(screen.handle(command: Command(name: "open", argument: "2")))
        XCTAssertTrue(lines().contains("Could not open it: the data is gone"), "\(lines())")
        XCTAssertTrue(screen.handle(.character("1")))
        XCTAssertFalse(screen.handle(.character("3")), "no third choice")
        XCTAssertEqual(feature.inputs, ["v2", "v1"])
        XCTAssertEqual(home.childCoordinators.count, 1, "the failed flow let go, the second running")
    }

    /// Where the feature's route names no choice, the home's `choice/VALUE` does, and the
    /// home's address carries it while the feature is open.
    func testALinkNamesTheChoiceThenTheFeaturesRoute() async throws {
        let navigation = RecordingNavigationController()
        let feature = ScriptedModuleBuilder<String>()
        let home = ExampleHomeCoordinator(
            navigation: navigation, title: "Tips example", choices: choices,
            routes: .choice(then: LinkRoute("tips")), build: feature.buildModule(with:input:))
        let subscription = home.start().subscribe(onError: { XCTFail("the home flow failed: \($0)") })
        defer { subscription.dispose() }
        _ = try await home.follow("venues://choice/v2/tips", routes: [LinkRoute("choice", takesValue: true)])
        XCTAssertEqual(feature.inputs, ["v2"])
        let screen = try XCTUnwrap(navigation.viewControllers.first as? Screen)
        XCTAssertEqual(screen.address, ScreenAddress(path: ["choice", "v2"]))
        feature.lastCoordinator?.finish()
        XCTAssertEqual(screen.address, ScreenAddress(), "its own address again once the feature ends")
    }
}
