import Core
import CoreTesting
import Foundation
import Shared
import SharedTesting
import XCTest
import __Name__Interface
import __Name__Testing

@testable import __Name__

/// What a parent provides to __Name__, in tests.
private struct Dependency: __Name__Dependency {
    let venueRepository: VenueRepository
}

/// Twelve venues rated 1 to 12, in no particular order.
private func repository() -> FakeVenueRepository {
    let venues = [5, 12, 1, 9, 3, 11, 7, 2, 10, 4, 8, 6].map { rating in
        Fixtures.venue(id: "v\(rating)", name: "Venue \(rating)", rating: Double(rating))
    }
    return FakeVenueRepository(venues: venues, cities: [Fixtures.amsterdam])
}

@MainActor
final class __Name__Tests: LeakCheckedTestCase {
    func testViewModelLoadsOnVirtualTime() async {
        let scheduler = TestScheduler()
        let source = repository()
        source.delay = (.seconds(5), scheduler)
        let viewModel = __Name__ViewModel(repository: source)
        let loading = scheduler.createObserver(Bool.self)
        let counts = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        viewModel.outputs.state.map(\.isLoading).distinctUntilChanged().subscribe(loading).disposed(by: bag)
        viewModel.outputs.state.map(\.items.count).distinctUntilChanged().subscribe(counts).disposed(by: bag)
        let viewDidLoad = viewModel.inputs.viewDidLoad
        scheduler.scheduleAt(200) { viewDidLoad.accept(()) }
        scheduler.start()
        XCTAssertEqual(loading.events, [.next(0, true), .next(205, false)])
        XCTAssertEqual(counts.events, [.next(0, 0), .next(205, 10)], "the ten best of twelve")
    }

    func testPropsListTheBestRatedFirstAndAFailureIsShown() async {
        let source = repository()
        let viewModel = __Name__ViewModel(repository: source)
        var state: __Name__State?
        let subscription = viewModel.outputs.state.subscribe(onMainActor: { state = $0 })
        viewModel.inputs.viewDidLoad.accept(())
        let formatter = __Name__Formatter(strings: __Name__Strings.english)
        XCTAssertEqual(state?.items.compactMap(\.rating), [12, 11, 10, 9, 8, 7, 6, 5, 4, 3])
        let props = formatter.props(for: state ?? __Name__State())
        XCTAssertEqual(props.title, "__Name__")
        XCTAssertNil(props.status)
        XCTAssertEqual(props.rows.first, "1. Venue 12 · 12.0/10")

        source.failure = .noConnection("offline")
        viewModel.inputs.viewDidLoad.accept(())
        XCTAssertEqual(
            formatter.props(for: state ?? __Name__State()).status, VenueDataError.noConnection("offline").description)
        subscription.dispose()
    }

    /// The stand-in other features' tests use: it records each flow asked for, and that flow
    /// ends when the test says so.
    func testTheFakeBuilderStandsInForTheFeature() async {
        let fake = Fake__Name__Builder()
        let flow = FlowTest()
        flow.record(fake, as: "__Name__")
        flow.start(fake.buildModule(with: flow.navigation))
        fake.lastCoordinator?.finish()
        flow.expect(.childStarted(builder: "__Name__", input: "()"), .finished("()"))
        flow.finish()
    }

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

    func testALinkOpensAnAddedScreenByNameAndAnUnknownNameIsAnError() async throws {
        XCTAssertEqual(FeatureManifest.templateName.edges.map(\.link.piece), ["screen"])
        let navigation = RecordingNavigationController()
        let parent = BaseCoordinator<Void>()
        let module = __Name__Builder(dependency: Dependency(venueRepository: repository())).buildModule(
            with: navigation)
        let subscription = parent.coordinate(to: module.coordinator).subscribe(onError: {
            XCTFail("the __Name__ flow failed: \($0)")
        })
        defer { subscription.dispose() }
        let feature = try XCTUnwrap(module.coordinator as? LinkFollowing)

        let rest = try await feature.follow("venues://?sort=liked")
        XCTAssertEqual(rest.query.map(\.name), ["sort"], "what __Name__ does not take is left for other screens")
        var walk = try LinkWalk.of("venues://screen/Nowhere", routes: [AddedScreen.route])
        do throws(LinkError) {
            try await feature.follow(&walk)
            XCTFail("a screen __Name__ does not have is not skipped")
        } catch { XCTAssertEqual(error.reason, "screen Nowhere did not open") }
        XCTAssertTrue(module.coordinator.childCoordinators.isEmpty, "and nothing opened")
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
}
