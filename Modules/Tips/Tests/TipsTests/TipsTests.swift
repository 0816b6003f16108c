import Core
import CoreTesting
import Shared
import SharedTesting
import TerminalUI
import TipsInterface
import XCTest

@testable import Tips

/// What a parent provides to Tips, in tests.
private struct Dependency: TipsDependency {
    let venueRepository: VenueRepository
    let clock: WallClock = FixedClock(Fixtures.now)
}

@MainActor
final class TipsTests: LeakCheckedTestCase {
    private let input = TipsInput(venueID: "v1", venueName: "Roasters")

    func testViewModelLoadsSortsAndReportsErrorsOnVirtualTime() async {
        let scheduler = TestScheduler()
        let repository = FakeVenueRepository(tips: ["v1": Fixtures.tips])
        repository.delay = (.seconds(10), scheduler)
        let viewModel = TipsViewModel(input: input, repository: repository)
        let observer = scheduler.createObserver([String].self)
        let loading = scheduler.createObserver(Bool.self)
        let bag = DisposeBag()
        viewModel.outputs.state.map { $0.sortedTips.map(\.id) }.subscribe(observer).disposed(by: bag)
        viewModel.outputs.state.map(\.isLoading).distinctUntilChanged().subscribe(loading).disposed(by: bag)

        let inputs = viewModel.inputs
        scheduler.scheduleAt(200) { inputs.viewDidLoad.accept(()) }
        scheduler.scheduleAt(300) { inputs.orderSelected.accept(.liked) }
        scheduler.start()

        // The delayed answer completes one tick after its element (RxSwift's `delay` under
        // virtual time), and the single it becomes emits on completion.
        XCTAssertEqual(loading.events, [.next(0, true), .next(211, false)])
        XCTAssertEqual(
            observer.events,
            [
                .next(0, []),
                .next(211, ["t3", "t1", "t2"]),
                .next(300, ["t2", "t3", "t1"]),
            ])
    }

    func testAFailedLoadBecomesAnErrorInTheState() async {
        let repository = FakeVenueRepository(tips: ["v1": Fixtures.tips])
        repository.failure = .noConnection("offline")
        let viewModel = TipsViewModel(input: input, repository: repository)
        var last: TipsState?
        let subscription = viewModel.outputs.state.subscribe(onMainActor: { last = $0 })
        viewModel.inputs.viewDidLoad.accept(())
        XCTAssertEqual(last?.isLoading, false)
        XCTAssertEqual(last?.error, VenueDataError.noConnection("offline").description)
        subscription.dispose()
    }

    func testPropsAreFormattedInTheViewLayer() async {
        let formatter = TipsFormatter(clock: FixedClock(Fixtures.now), strings: TipsStrings.english)
        var state = TipsState(venueName: "Roasters")
        XCTAssertEqual(formatter.props(for: state).status, "Loading…")
        state = TipsReducer.reduce(state, .loaded(Fixtures.tips))
        let props = formatter.props(for: state)
        XCTAssertEqual(props.title, "Tips · Roasters")
        XCTAssertNil(props.status)
        XCTAssertEqual(
            props.rows.first,
            TipsProps.Row(author: "Lars K.", date: "yesterday", likes: "♥ 9", text: "Sourdough sells out early."))
        XCTAssertEqual(props.rows.last?.author, "Anonymous")
        XCTAssertEqual(
            formatter.props(for: TipsReducer.reduce(TipsState(venueName: "X"), .loaded([]))).status, "No tips yet.")
    }

    func testViewWrapsTextToTheWidth() async {
        let view = TipsView()
        view.render(
            props: TipsProps(
                title: "Tips · X", sortLabel: "Newest first",
                rows: [
                    .init(author: "Ana", date: "today", likes: "♥ 1", text: "one two three four five six seven")
                ], status: nil, hint: "Esc back"))
        let lines = view.frame(size: .init(columns: 16, rows: 20)).lines.map(\.text)
        XCTAssertEqual(
            lines,
            [
                "Tips · X", "Newest first", "", "1. Ana · today · ♥ 1", "   one two three", "   four five six",
                "   seven",
            ])
    }

    func testBuilderCoordinatorPresentsDismissesAndFreesEverything() async throws {
        let flow = FlowTest()
        let repository = FakeVenueRepository(tips: ["v1": Fixtures.tips])
        flow.start(
            TipsBuilder(dependency: Dependency(venueRepository: repository)).buildModule(
                with: flow.navigation, input: input))
        do {
            let screen = try XCTUnwrap(flow.navigation.presentedViewController as? TipsViewController)
            flow.watch(screen, as: "TipsViewController")
            flow.watch(screen.viewModel, as: "TipsViewModel")
            flow.expect(.navigation(.present("TipsViewController")))
            XCTAssertEqual(
                screen.frame(size: .init(columns: 60, rows: 20)).lines.first?.text, "Tips · Roasters",
                "loaded when presented")

            XCTAssertTrue(screen.handle(.character("p")))
            XCTAssertTrue(
                screen.frame(size: .init(columns: 60, rows: 20)).lines.contains { $0.text.hasPrefix("1. Anonymous") })
            XCTAssertFalse(screen.handle(.character("z")), "keys the screen does not use are left to the shell")
            XCTAssertTrue(screen.handle(.back))
        }
        // The screen, its view model, the coordinator and every subscription are gone too:
        // `finish` checks them.
        flow.expect(.navigation(.dismiss("TipsViewController")), .finished("()"))
        flow.finish()
    }

    func testTheTipsAddressCarriesTheSortAndTheSortQueryTakesOnlyKnownValues() {
        XCTAssertEqual(TipsInput.address(order: .newest).description, "venues://tips")
        XCTAssertEqual(TipsInput.address(order: .liked).description, "venues://tips?sort=liked")
        let sort = FeatureManifest.tips.queries.first { $0.name == "sort" }
        XCTAssertEqual(sort?.values, ["newest", "liked"], "any other value is refused, not guessed")
        for order in TipsOrder.allCases {
            XCTAssertEqual(TipsCommand.order(order).spec.name, order.rawValue, "the command and the link say it alike")
        }
    }

    func testALinkSortsTheTipsAndLeavesASortItDoesNotKnow() async throws {
        let navigation = RecordingNavigationController()
        let module = TipsBuilder(
            dependency: Dependency(venueRepository: FakeVenueRepository(tips: ["v1": Fixtures.tips]))
        )
        .buildModule(with: navigation, input: input)
        let subscription = module.coordinator.start().subscribe(onError: { XCTFail("the Tips flow failed: \($0)") })
        defer { subscription.dispose() }
        let tips = try XCTUnwrap(module.coordinator as? LinkFollowing)
        let screen = try XCTUnwrap(navigation.presentedViewController as? Screen)
        XCTAssertEqual(screen.address.description, "venues://tips")

        let rest = try await tips.follow("venues://tips?sort=liked")
        XCTAssertEqual(screen.address.description, "venues://tips?sort=liked")
        XCTAssertEqual(Array(rest.path), ["tips"], "the piece that opened Tips is its parent's to take")
        XCTAssertTrue(rest.query.isEmpty)
        _ = try await tips.follow("venues://?sort=newest")
        XCTAssertEqual(screen.address.description, "venues://tips")

        let unchecked = try await tips.follow("venues://?sort=oldest")
        XCTAssertEqual(
            unchecked.unfinished?.reason, "no screen on the way takes \"sort=\"",
            "a sort Tips does not know (which the link's check refuses first) is left, not guessed")
    }
}
