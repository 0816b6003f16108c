import Synchronization

/// Raised by `start()` when a subclass forgot to override it.
public struct CoordinatorError: Error, CustomStringConvertible {
    /// What to fix.
    public let description: String
}

/// The base of every coordinator: starts a flow, runs child flows and keeps them alive only
/// while they run.
///
/// A coordinator is also a `NavigationNode`: a running child is attached under its parent,
/// so navigation events raised by screens travel up the running flows.
open class BaseCoordinator<ResultType>: NavigationNode, Coordinating {
    /// Subscriptions that live as long as this coordinator.
    public let disposeBag = DisposeBag()

    private let childLock = Lock()
    private var running: [ObjectIdentifier: CoordinatorTreeNode] = [:]
    private var childOrder: [ObjectIdentifier] = []

    /// A coordinator outside any tree; `coordinate(to:)` attaches it.
    public init() {
        super.init(parent: nil)
    }

    /// Starts the flow; subclasses override it.
    open func start() -> Observable<ResultType> {
        .error(CoordinatorError(description: "\(Self.self) must override start() to show its first screen."))
    }

    /// Runs `coordinator` as a child: it is held from subscription until its first result,
    /// completion, error or dispose, whichever comes first, and then released.
    public final func coordinate<ChildResult>(to coordinator: BaseCoordinator<ChildResult>) -> Observable<ChildResult> {
        Observable.deferred { [weak self, coordinator] in
            guard let self else { return .empty() }
            self.store(coordinator)
            let release: () -> Void = { [weak self, weak coordinator] in
                guard let coordinator else { return }
                self?.free(coordinator)
            }
            return coordinator.start().do(
                onNext: { _ in release() },
                onError: { _ in release() },
                onCompleted: release,
                onDispose: release
            )
        }
    }

    private func store(_ child: BaseCoordinator<some Any>) {
        let id = ObjectIdentifier(child)
        childLock.locked {
            if running.updateValue(child, forKey: id) == nil { childOrder.append(id) }
        }
        child.attach(to: self)
    }

    private func free(_ child: BaseCoordinator<some Any>) {
        let id = ObjectIdentifier(child)
        let removed = childLock.locked { () -> CoordinatorTreeNode? in
            childOrder.removeAll { $0 == id }
            return running.removeValue(forKey: id)
        }
        if removed != nil { child.detach() }
    }

    /// The type name, for the tree description.
    public var coordinatorName: String { String(describing: type(of: self)) }

    /// The running child coordinators, in the order they started.
    public var childCoordinators: [CoordinatorTreeNode] {
        childLock.locked { childOrder.compactMap { running[$0] } }
    }
}
