import Core
import CoreTesting
import XCTest

private final class DetailsScreen: Presentable {}
private final class MapScreen: Presentable {}

/// What the test drives the flow with, kept apart from the coordinator so that the test
/// holds no reference to it.
private struct DetailsInputs {
    let open = PublishRelay<String>()
    let share = PublishRelay<String>()
    let close = PublishSubject<String>()
}

private struct Shared: NavigationEvent, CustomStringConvertible {
    let item: String
    var description: String { "shared \(item)" }
}

/// A feature's flow: pushes its screen, opens a child per `open`, raises `Shared` per
/// `share`, and ends with the item on `close`, popping its screen.
private final class DetailsCoordinator: BaseCoordinator<String> {
    let screen = DetailsScreen()
    private let inputs: DetailsInputs
    private let navigation: NavigationControllable
    private let child: ScriptedModuleBuilder<String>

    init(inputs: DetailsInputs, navigation: NavigationControllable, child: ScriptedModuleBuilder<String>) {
        self.inputs = inputs
        self.navigation = navigation
        self.child = child
    }

    override func start() -> MainActorObservable<String> {
        navigation.pushViewController(screen, animated: true)
        let navigation = self.navigation
        let child = self.child
        coordinateEach(
            inputs.open.asObservable(), build: { child.buildModule(with: navigation, input: $0) },
            onFailure: { XCTFail("no child of this fixture fails, yet one did: \($0)") }
        )
        .subscribe()  // coordinateEach never fails: its failures go to onFailure
        .disposed(by: disposeBag)
        inputs.share.asObservable().subscribe(onMainActor: { [weak self] in _ = self?.raise(Shared(item: $0)) })
            .disposed(by: disposeBag)
        return inputs.close.observe(on: MainScheduler.instance).take(1)
            .do(onNext: { _ in _ = navigation.popViewController(animated: true) })
    }
}

@MainActor
final class FlowTestTests: XCTestCase {
    private var failures: [String] = []

    private func makeFlow() -> (FlowTest, DetailsInputs, ScriptedModuleBuilder<String>) {
        let flow = FlowTest(root: MapScreen()) { [unowned self] message, _, _ in failures.append(message) }
        let child = ScriptedModuleBuilder<String>()
        flow.record(child, as: "Tips")
        flow.recordEvents(of: Shared.self)
        let inputs = DetailsInputs()
        let coordinator = DetailsCoordinator(inputs: inputs, navigation: flow.navigation, child: child)
        flow.watch(coordinator.screen, as: "DetailsScreen")
        flow.start(Module(coordinator: coordinator))
        return (flow, inputs, child)
    }

    func testAFlowWhoseEveryStepIsAssertedPasses() async {
        do {
            let (flow, inputs, child) = makeFlow()
            inputs.open.accept("v1")
            child.lastCoordinator?.finish()
            inputs.share.accept("v1")
            inputs.close.onNext("done")
            flow.expect(
                .navigation(.push("DetailsScreen")), .childStarted(builder: "Tips", input: "v1"),
                .event("shared v1"), .navigation(.pop("DetailsScreen")), .finished("done"))
            flow.finish()
        }
        XCTAssertEqual(failures, [])
    }

    func testAStepLeftUnassertedFailsNamingIt() async {
        do {
            let (flow, inputs, _) = makeFlow()
            inputs.open.accept("v1")
            inputs.close.onNext("done")
            flow.expect(.navigation(.push("DetailsScreen")), .childStarted(builder: "Tips", input: "v1"))
            flow.finish()
        }
        XCTAssertEqual(
            failures,
            [
                "the flow took a step the test did not assert: navigation: pop DetailsScreen",
                "the flow took a step the test did not assert: finished with done",
            ])
    }

    func testAStepOutOfOrderFailsSayingWhatCameInstead() async {
        do {
            let (flow, inputs, _) = makeFlow()
            inputs.close.onNext("done")
            flow.expect(.navigation(.push("DetailsScreen")), .finished("done"))
            flow.exhaustivity = .off
            flow.finish()
        }
        XCTAssertEqual(
            failures, ["expected finished with done, but the flow's next step was navigation: pop DetailsScreen"])
    }

    func testAFlowStillRunningAtTheEndFailsAndNamesTheScreenLeftOnTheStack() async {
        do {
            let (flow, _, _) = makeFlow()
            flow.expect(.navigation(.push("DetailsScreen")))
            flow.finish()
        }
        XCTAssertEqual(
            failures,
            [
                "the flow was still running at the end of the test (end it, or set exhaustivity off)",
                "DetailsScreen is still alive at the end of the flow",
            ])
    }

    func testWithExhaustivityOffOnlyTheNamedStepsAreChecked() async {
        do {
            let (flow, inputs, _) = makeFlow()
            flow.exhaustivity = .off
            inputs.open.accept("v1")
            inputs.close.onNext("done")
            flow.expect(.finished("done"))
            flow.finish()
        }
        XCTAssertEqual(failures, [])
    }

    func testAFlowThatRunsUntilDisposedIsStoppedAndItsScreensChecked() async {
        do {
            let (flow, inputs, child) = makeFlow()
            flow.runsUntilDisposed = true
            inputs.open.accept("v1")
            flow.expect(.navigation(.push("DetailsScreen")), .childStarted(builder: "Tips", input: "v1"))
            flow.watch(child.lastCoordinator ?? DetailsScreen(), as: "the child flow")
            flow.finish()
        }
        XCTAssertEqual(failures, [], "disposing the flow frees its child, and its screen once off the stack")

        do {
            let (flow, inputs, _) = makeFlow()
            flow.runsUntilDisposed = true
            inputs.share.accept("v1")
            flow.expect(.navigation(.push("DetailsScreen")))
            flow.finish()
        }
        XCTAssertEqual(
            failures, ["the flow took a step the test did not assert: event raised: shared v1"],
            "its steps are still checked")
    }

    /// The leak check asks for the count at the start, exactly: a subscription the flow leaked
    /// is reported even when two made before the flow went meanwhile, which a check of "no
    /// more than at the start" would let pass.
    func testALeakIsReportedEvenWhenOtherSubscriptionsWentMeanwhile() async {
        let earlier = PublishSubject<Int>()
        var madeBefore: [Disposable] = [earlier.subscribe(onNext: { _ in }), earlier.subscribe(onNext: { _ in })]
        let leaked = PublishSubject<Int>()
        var kept: Disposable?
        do {
            let (flow, inputs, _) = makeFlow()
            kept = leaked.subscribe(onNext: { _ in })
            madeBefore.forEach { $0.dispose() }
            madeBefore = []
            inputs.close.onNext("done")
            flow.expect(.navigation(.push("DetailsScreen")), .navigation(.pop("DetailsScreen")), .finished("done"))
            flow.finish()
        }
        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertTrue(failures.first?.contains("fewer at the end of the flow than at its start") == true, "\(failures)")
        kept?.dispose()
    }
}
