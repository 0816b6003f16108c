import Core
import CoreTesting
import Foundation
import Shared
import SharedTesting
import XCTest
import __Name__Interface
import __Name__Testing

@testable import __Name__

@MainActor
final class __Name__BuilderTests: LeakCheckedTestCase {
    func testBuilderCoordinatorPushesPopsAndFreesEverything() async throws {
        final class Root: Presentable {}
        let flow = FlowTest(root: Root())
        do {
            flow.start(
                __Name__Builder(dependency: Dependency(venueRepository: repository())).buildModule(
                    with: flow.navigation))
            let screen = try XCTUnwrap(flow.navigation.topViewController as? __Name__ViewController)
            flow.watch(screen, as: "__Name__ViewController")
            flow.watch(screen.viewModel, as: "__Name__ViewModel")
            XCTAssertEqual(screen.title, "__Name__", "the navigation controller loaded the screen")
            XCTAssertEqual(screen.address.description, "venues://__command__", "a link opens it by its root command")
            XCTAssertEqual(
                screen.frame(size: .init(columns: 40, rows: 20)).lines.map(\.text)[2], "1. Venue 12 · 12.0/10")
            XCTAssertFalse(screen.handle(command: Command(name: "open", argument: "99")), "no screen has that number")
            XCTAssertTrue(screen.handle(.back))
        }
        // Every step asserted, and the screen, its view model, the coordinator and every
        // subscription gone: `finish` fails the test otherwise, naming what is left.
        flow.expect(
            .navigation(.push("__Name__ViewController")), .navigation(.pop("__Name__ViewController")), .finished("()"))
        flow.finish()
    }

    /// The manifest the app offers checks a linked screen's name with the rest of the link,
    /// before anything moves.
    func testTheOfferedManifestRefusesAScreenNameBeforeAnythingMoves() async throws {
        let route = try XCTUnwrap(__Name__Builder.manifest.edges.first?.link)
        XCTAssertEqual(route.piece, AddedScreen.route.piece)
        let check = try XCTUnwrap(route.check)
        let refusal = try check("Nowhere", Container()).toBlocking().single()
        XCTAssertEqual(refusal, "__Name__ has no screen called Nowhere")
        for name in __Name__Coordinator.screens.names {
            XCTAssertNil(try check(name, Container()).toBlocking().single(), "\(name) is a screen")
        }
    }

    /// What __Name__'s links (as the app offers them) ask of the app's container when they are
    /// checked: nothing. A check that starts resolving anything else fails this test, naming the
    /// service, until the test registers it (and the app's container test shows the app has it).
    func testItsLinkChecksResolveOnlyWhatTheContainerRegisters() async throws {
        let container = Container.failingOnUnregistered()
        try container.validate()
        for route in __Name__Builder.manifest.routes + __Name__Builder.manifest.edges.map(\.link) {
            do {
                _ = try route.check?("Screen", container).toBlocking(timeout: 5).single()
            } catch RxError.timeout {
                XCTFail("the check of \(route.piece) never answered")
            } catch {
                // Refusing a sample value with the data's error (`venue/Amsterdam` is no venue) is
                // the check's answer, which is not this test's: only what the check resolves is.
            }
        }
    }
}
