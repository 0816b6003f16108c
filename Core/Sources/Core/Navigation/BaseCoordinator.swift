/// Raised by `start()` when a subclass forgot to override it.
public struct CoordinatorError: Error, CustomStringConvertible {
    /// What to fix.
    public let description: String
}

/// The base of every coordinator: starts a flow, runs child flows and keeps them alive only
/// while they run. It lives on the main actor, with the screens it shows, and its result
/// reaches the parent there, so `ResultType` is `Sendable`.
///
/// A coordinator is also a `NavigationNode`: a running child is attached under its parent,
/// so navigation events raised by screens travel up the running flows.
@MainActor
open class BaseCoordinator<ResultType: Sendable>: NavigationNode, CoordinatorTreeNode {
    /// Subscriptions that live as long as this coordinator.
    public let disposeBag = DisposeBag()

    private var running: [ObjectIdentifier: CoordinatorTreeNode] = [:]
    private var childOrder: [ObjectIdentifier] = []
    /// The subscriptions of the children `openChild` started, each removed when its child ends,
    /// so a flow that opens a child per tap holds only the ones still running.
    private let openedFlows = CompositeDisposable()

    /// A coordinator outside any tree; `coordinate(to:)` attaches it.
    public init() {
        super.init(parent: nil)
        disposeBag.insert(openedFlows)
    }

    /// Starts the flow; subclasses override it. The result is main-typed, as the screens it
    /// comes from are: a flow built from a view model's plain `Observable` output says
    /// `.observe(on: MainScheduler.instance)`, and the operators after it (`take(1)`,
    /// `do(onNext:)` popping the screen) take main-actor closures the compiler checks.
    open func start() -> MainActorObservable<ResultType> {
        .error(CoordinatorError(description: "\(Self.self) must override start() to show its first screen."))
    }

    /// Runs `coordinator` as a child: it is held from subscription until its first result,
    /// completion, error or dispose, whichever comes first, and then released. Its first
    /// result is its only one: the returned sequence completes with it, letting go of the
    /// child's flow even when that flow never completes. The child is started on the main
    /// actor (at once when subscribed there) and its `start()` delivers there, so the result
    /// is a `MainActorObservable`: `coordinate(to: child).subscribe(onNext: { [weak self] in
    /// self?.results.append($0) })` is main-actor code the compiler checks.
    public final func coordinate<ChildResult>(
        to coordinator: BaseCoordinator<ChildResult>
    ) -> MainActorObservable<ChildResult> {
        // The child is captured strongly: until it is subscribed, this observable is what
        // keeps it alive; from then on, `running` does, until it ends.
        let result = Observable<ChildResult>.deferred { [weak self, coordinator] in
            MainActor.runOnMain { () -> Observable<ChildResult> in
                guard let self else { return .empty() }
                self.store(coordinator)
                let release: @MainActor @Sendable () -> Void = { [weak self, weak coordinator] in
                    guard let coordinator else { return }
                    self?.free(coordinator)
                }
                return coordinator.start().asObservable()
                    .take(1)
                    .do(
                        onNext: { _ in MainActor.runOnMain(release) },
                        onError: { _ in MainActor.runOnMain(release) },
                        onCompleted: { MainActor.runOnMain(release) },
                        onDispose: { MainActor.runOnMainSoon(release) }
                    )
            }
        }
        return MainActorObservable(onMainQueue: result.subscribeOnMainQueue())
    }

    /// Runs a child flow for each element of `trigger`, and keeps doing so whatever happens
    /// to one of them: a child that fails to build (`build` throws) or fails while it runs is
    /// handed to `onFailure`, for this coordinator's screen to show, and the next element
    /// opens the next child. The result carries the children's results, on the main actor,
    /// and never fails: an error of `trigger` itself goes to `onFailure` too, and ends it.
    public final func coordinateEach<Trigger: Sendable, ChildResult>(
        _ trigger: Observable<Trigger>,
        build: @escaping @MainActor (Trigger) throws -> Module<ChildResult>,
        onFailure: @escaping @MainActor (Swift.Error) -> Void
    ) -> MainActorObservable<ChildResult> {
        // Every failure arrives on the main queue: the trigger's and a child's are hopped
        // there, and a build runs there.
        let reported = { @Sendable (error: Swift.Error) -> Observable<ChildResult> in
            MainActor.runOnMain { onFailure(error) }
            return .empty()
        }
        let results =
            trigger
            .observeOnMainQueue()
            .flatMap { [weak self] input in
                MainActor.runOnMain { () -> Observable<ChildResult> in
                    guard let self else { return .empty() }
                    let child: Observable<ChildResult>
                    do {
                        child = self.coordinate(to: try build(input).coordinator).asObservable()
                    } catch {
                        child = .error(error)
                    }
                    return child.catch(reported)
                }
            }
            .catch(reported)
        return MainActorObservable(onMainQueue: results)
    }

    /// Opens a child flow now: builds its module with `build` and runs its coordinator as
    /// `coordinate(to:)` does, until the child ends or this coordinator goes. The child's
    /// result goes to `onResult`. A build that throws, or a child that fails while it runs, is
    /// handed to `onFailure`, for this coordinator's screen to show; the next call opens the
    /// next child as usual.
    ///
    /// This is how a flow declares a navigation edge once: the screen's tap and a link both
    /// call one method of the coordinator that calls `openChild`, and the link gets the child
    /// back at once to hand it the rest of its path. The child starts before this returns
    /// (its `start()` runs here, on the main actor), so its screen is already shown; nil when
    /// `build` threw.
    @discardableResult
    public final func openChild<ChildResult>(
        _ build: () throws -> Module<ChildResult>,
        onResult: (@MainActor (ChildResult) -> Void)? = nil,
        onFailure: @escaping @MainActor (Swift.Error) -> Void
    ) -> BaseCoordinator<ChildResult>? {
        let child: BaseCoordinator<ChildResult>
        do {
            child = try build().coordinator
        } catch {
            onFailure(error)
            return nil
        }
        // The slot is taken before subscribing, so a child that ends during its own `start()`
        // finds its key to remove: its subscription is then disposed as soon as it is set.
        // The group refuses a slot only once the dispose bag has disposed it, which it does
        // only as this coordinator deinitializes, never while one of its methods runs.
        let subscription = SingleAssignmentDisposable()
        guard let key = openedFlows.insert(subscription) else { return nil }
        let flows = openedFlows
        subscription.setDisposable(
            coordinate(to: child).subscribe(
                onNext: onResult, onError: onFailure, onDisposed: { flows.remove(for: key) }))
        return child
    }

    private func store(_ child: BaseCoordinator<some Any>) {
        let id = ObjectIdentifier(child)
        if running.updateValue(child, forKey: id) == nil { childOrder.append(id) }
        child.attach(to: self)
    }

    private func free(_ child: BaseCoordinator<some Any>) {
        let id = ObjectIdentifier(child)
        childOrder.removeAll { $0 == id }
        if running.removeValue(forKey: id) != nil { child.detach() }
    }

    /// The type name, for the tree description.
    public var coordinatorName: String { String(describing: type(of: self)) }

    /// The running child coordinators, in the order they started.
    public var childCoordinators: [CoordinatorTreeNode] {
        childOrder.compactMap { running[$0] }
    }
}
