import Core
import Foundation
import XCTest

/// An exhaustive test of a coordinator's flow, in the manner of an exhaustive test store: it
/// records every step the flow takes (each navigation call, each child flow started with its
/// input, each event raised to the parent, the flow's result or failure) and the test asserts
/// them in order with `expect`. `finish()` fails the test for every step left unasserted and
/// for every screen, view model, coordinator or subscription still alive, naming each.
///
/// Set `exhaustivity` to `.off` for a test that cares about part of a flow only: `expect`
/// then skips the steps before the ones it names, and `finish()` checks nothing.
@MainActor
public final class FlowTest {
    /// One thing a flow did.
    public enum Step: Equatable, Sendable, CustomStringConvertible {
        /// A call on the navigation stack.
        case navigation(RecordingNavigationController.Action)
        /// A child flow started by the builder labelled `builder`, with an input described as `input`.
        case childStarted(builder: String, input: String)
        /// An event the flow raised to its parent.
        case event(String)
        /// The flow ended with a result, described.
        case finished(String)
        /// The flow failed with an error, described.
        case failed(String)

        /// The step in words.
        public var description: String {
            switch self {
            case .navigation(let action): return "navigation: \(action)"
            case .childStarted(let builder, let input): return "child started: \(builder) with \(input)"
            case .event(let event): return "event raised: \(event)"
            case .finished(let result): return "finished with \(result)"
            case .failed(let error): return "failed with \(error)"
            }
        }
    }

    /// Whether unasserted steps and live objects fail the test.
    public enum Exhaustivity: Sendable {
        /// Every step must be asserted and everything released by `finish()`.
        case on
        /// Only the steps a test names are checked, in order.
        case off
    }

    /// The navigation the flow runs on; give it to the builder under test.
    public let navigation = RecordingNavigationController()
    /// Whether unasserted steps and live objects fail the test; `.on` unless set.
    public var exhaustivity: Exhaustivity = .on
    /// Whether the flow runs until it is disposed, as a root's home flow does for the life of
    /// the app: `finish()` then does not ask it to have ended; it disposes it and empties the
    /// navigation, as leaving the app would, before checking what is still alive.
    public var runsUntilDisposed = false
    /// The steps so far, asserted or not.
    public private(set) var steps: [Step] = []

    private var asserted = 0
    private var watched: [(name: String, reference: WeakReference<AnyObject>)] = []
    private let parent = BaseCoordinator<Void>()
    private var flow: Disposable?
    private let resourcesAtStart = Resources.total
    private let fail: (String, StaticString, UInt) -> Void

    /// A flow test whose navigation stack starts with `root` (the screen the flow is pushed
    /// over, not recorded as a step); each failure goes to `fail` (XCTest's by default; a test
    /// of the harness itself collects them instead).
    public init(
        root: Presentable? = nil,
        fail: @escaping (String, StaticString, UInt) -> Void = { XCTFail($0, file: $1, line: $2) }
    ) {
        self.fail = fail
        if let root { navigation.setViewControllers([root], animated: false) }
        navigation.onAction = { [weak self] in self?.steps.append(.navigation($0)) }
    }

    /// Records the children `builder` starts, labelled `label` in the steps.
    public func record<Input>(_ builder: ScriptedModuleBuilder<Input>, as label: String) {
        builder.onBuild = { [weak self] input in
            self?.steps.append(.childStarted(builder: label, input: String(describing: input)))
        }
    }

    /// Records the events of type `T` the flow raises to its parent.
    public func recordEvents<T: NavigationEvent>(of type: T.Type) {
        parent.addHandler { [weak self] (event: T) in self?.steps.append(.event(String(describing: event))) }
    }

    /// Starts `module`'s flow as a child of this test's root, recording how it ends, and watches
    /// its coordinator.
    public func start<Result: Sendable>(_ module: Module<Result>) {
        watch(module.coordinator, as: String(describing: type(of: module.coordinator)))
        flow = parent.coordinate(to: module.coordinator).subscribe(
            onNext: { [weak self] in self?.steps.append(.finished(String(describing: $0))) },
            onError: { [weak self] in self?.steps.append(.failed(String(describing: $0))) })
    }

    /// Fails `finish()` while `object` is alive: a screen, view model or coordinator that must be
    /// gone once the flow is.
    public func watch(_ object: AnyObject, as name: String) {
        watched.append((name, WeakReference(object)))
    }

    /// Asserts that the next steps are `expected`, in order. With exhaustivity off, steps before
    /// them are skipped.
    public func expect(_ expected: Step..., file: StaticString = #filePath, line: UInt = #line) {
        var next = asserted
        for step in expected {
            if exhaustivity == .off {
                while next < steps.count, steps[next] != step { next += 1 }
            }
            guard next < steps.count else {
                fail("expected \(step), but the flow took no further step", file, line)
                return
            }
            guard steps[next] == step else {
                fail("expected \(step), but the flow's next step was \(steps[next])", file, line)
                return
            }
            next += 1
        }
        asserted = next
    }

    /// Ends the test: with exhaustivity on, fails for each step not asserted, each watched
    /// object still alive and each subscription the flow left running.
    public func finish(file: StaticString = #filePath, line: UInt = #line) {
        let ended = steps.contains { if case .finished = $0 { true } else if case .failed = $0 { true } else { false } }
        flow?.dispose()
        flow = nil
        guard exhaustivity == .on else { return }
        if !ended, !runsUntilDisposed {
            fail("the flow was still running at the end of the test (end it, or set exhaustivity off)", file, line)
        }
        for step in steps[asserted...] {
            fail("the flow took a step the test did not assert: \(step)", file, line)
        }
        if runsUntilDisposed { navigation.setViewControllers([], animated: false) }
        asserted = steps.count
        for (name, reference) in watched where !reference.isReleased {
            fail("\(name) is still alive at the end of the flow", file, line)
        }
        UntrackedResources.noteIfUntracked()
        // The same rule as `LeakCheckedTestCase`: back to the count at the start, exactly, so
        // one subscription let go late elsewhere cannot hide one this flow leaked.
        if !runMainLoop(until: { Resources.total == resourcesAtStart }) {
            let difference = Resources.total - resourcesAtStart
            fail(
                difference > 0
                    ? "\(difference) subscription(s) still alive at the end of the flow"
                    : "\(-difference) subscription(s) fewer at the end of the flow than at its start: something "
                        + "made before the flow test let go during it, so its count cannot be checked", file, line)
        }
    }
}
