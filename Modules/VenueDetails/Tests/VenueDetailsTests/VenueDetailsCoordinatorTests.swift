import Core
import CoreTesting
import Foundation
import Shared
import SharedTesting
import TerminalUI
import TipsInterface
import TipsTesting
import VenueDetailsInterface
import XCTest

@testable import VenueDetails

@MainActor
final class VenueDetailsCoordinatorTests: LeakCheckedTestCase {
    private let input = VenueDetailsInput(venueID: "v1", venueName: "Canal Roasters")

    /// The details of `input` pushed onto `navigation`, Tips built by `tipsBuilder`; the flow
    /// runs until the subscription is disposed, and fails the test if it fails.
    private func startDetails(
        _ tipsBuilder: FakeTipsBuilder, navigation: RecordingNavigationController
    ) -> (Module<Void>, Disposable) {
        let dependency = Dependency(
            venueRepository: FakeVenueRepository(venues: [venue()]), savedVenues: FakeSavedVenues(),
            tipsBuilder: tipsBuilder)
        let module = VenueDetailsBuilder(dependency: dependency).buildModule(with: navigation, input: input)
        let subscription = module.coordinator.start().subscribe(onError: { XCTFail("the details flow failed: \($0)") })
        return (module, subscription)
    }

    func testCoordinatorPushesRunsTipsSavesPopsAndFreesEverything() async throws {
        let tipsBuilder = FakeTipsBuilder()
        let navigation = RecordingNavigationController()
        final class MapStandIn: Presentable {}
        navigation.setViewControllers([MapStandIn()], animated: false)
        let parent = BaseCoordinator<Void>()
        let saved = FakeSavedVenues()
        var finished = 0

        let coordinator: WeakReference<BaseCoordinator<Void>>
        let viewController: WeakReference<VenueDetailsViewController>
        let viewModel: WeakReference<VenueDetailsViewModel>
        do {
            let dependency = Dependency(
                venueRepository: FakeVenueRepository(venues: [venue()]), savedVenues: saved,
                tipsBuilder: tipsBuilder)
            let module = VenueDetailsBuilder(dependency: dependency).buildModule(with: navigation, input: input)
            coordinator = WeakReference(module.coordinator)
            _ = parent.coordinate(to: module.coordinator)
                .subscribe(onMainActor: { finished += 1 })

            let screen = try XCTUnwrap(navigation.topViewController as? VenueDetailsViewController)
            viewController = WeakReference(screen)
            viewModel = WeakReference(screen.viewModel)
            XCTAssertEqual(navigation.actions, [.setStack(["MapStandIn"]), .push("VenueDetailsViewController")])
            XCTAssertEqual(screen.frame(size: .init(columns: 80, rows: 30)).lines.first?.text, "Canal Roasters")

            XCTAssertTrue(screen.handle(.character("s")))
            let expected = SavedVenue(
                id: "v1", name: "Canal Roasters", category: "Coffee Shop", city: "Amsterdam", savedAt: Fixtures.now)
            XCTAssertEqual(saved.venues, [expected], "saved through the dependency")
            XCTAssertTrue(screen.frame(size: .init(columns: 80, rows: 30)).lines[1].text.hasSuffix("♥ saved"))

            XCTAssertTrue(screen.handle(.character("t")))
            XCTAssertEqual(tipsBuilder.inputs.map(\.venueName), ["Canal Roasters"])
            XCTAssertEqual(module.coordinator.childCoordinators.count, 1, "Tips runs as a child")
            tipsBuilder.lastCoordinator?.finish()
            XCTAssertTrue(module.coordinator.childCoordinators.isEmpty, "and is released when it ends")

            XCTAssertTrue(screen.handle(.back))
        }
        XCTAssertEqual(finished, 1)
        XCTAssertEqual(navigation.actions.last, .pop("VenueDetailsViewController"))
        XCTAssertNil(tipsBuilder.lastCoordinator)
        XCTAssertTrue(coordinator.isReleased)
        XCTAssertTrue(viewController.isReleased)
        XCTAssertTrue(viewModel.isReleased)
    }

    func testATipsFlowThatFailsIsReportedAndTheNextOneOpens() async throws {
        let tipsBuilder = FakeTipsBuilder()
        tipsBuilder.failures = [VenueDataError.noConnection("no tips service")]
        let navigation = RecordingNavigationController()
        let (module, subscription) = startDetails(tipsBuilder, navigation: navigation)
        defer { subscription.dispose() }
        let screen = try XCTUnwrap(navigation.topViewController as? VenueDetailsViewController)

        XCTAssertTrue(screen.handle(.character("t")))
        XCTAssertEqual(screen.status, "Could not show tips: \(VenueDataError.noConnection("no tips service"))")
        XCTAssertEqual(
            screen.frame(size: .init(columns: 80, rows: 30)).lines[3].text, "Rating: 8.6/10 ★★★★☆", "the details stay")

        XCTAssertTrue(screen.handle(.character("t")))
        XCTAssertNil(screen.status, "the next action clears the notice")
        XCTAssertEqual(module.coordinator.childCoordinators.count, 1, "the second request opens Tips")
        tipsBuilder.lastCoordinator?.fail(VenueDataError.noConnection("offline"))
        XCTAssertEqual(screen.status, "Could not show tips: \(VenueDataError.noConnection("offline"))")
        XCTAssertTrue(module.coordinator.childCoordinators.isEmpty)

        XCTAssertTrue(screen.handle(.character("t")))
        XCTAssertEqual(tipsBuilder.inputs.count, 3, "and a third opens it again")
        XCTAssertEqual(module.coordinator.childCoordinators.count, 1)
    }

    func testALinkOpensTipsThroughTheBuilderAndHandsItTheRest() async throws {
        let tipsBuilder = FakeTipsBuilder()
        let navigation = RecordingNavigationController()
        let (module, subscription) = startDetails(tipsBuilder, navigation: navigation)
        defer { subscription.dispose() }
        let details = try XCTUnwrap(module.coordinator as? LinkFollowing)

        let untaken = try await details.follow("venues://maps")
        XCTAssertEqual(Array(untaken.path), ["maps"], "the details open nothing called maps")
        XCTAssertTrue(tipsBuilder.inputs.isEmpty)

        let rest = try await details.follow("venues://tips?sort=liked")
        XCTAssertEqual(tipsBuilder.inputs.map(\.venueID), ["v1"], "built as the tips command builds")
        XCTAssertEqual(module.coordinator.childCoordinators.count, 1)
        XCTAssertTrue(rest.path.isEmpty)
        XCTAssertEqual(rest.query, [.init("sort", "liked")], "left for Tips (this one follows no links)")

        tipsBuilder.lastCoordinator?.finish()
        tipsBuilder.failures = [VenueDataError.noConnection("no tips service")]
        var walk = try LinkWalk.of("venues://tips")
        do throws(LinkError) {
            try await details.follow(&walk)
            XCTFail("a child that did not open is not a followed link")
        } catch { XCTAssertEqual(error.reason, "tips did not open") }
    }
}
