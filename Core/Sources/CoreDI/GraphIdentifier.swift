import CoreSupport

/// Names one object graph: what a top-level `resolve` builds, whose `.graph`-scoped instances
/// it shares. As Swinject's: read it from `Container.currentObjectGraph` (or
/// `resolve(GraphIdentifier.self)`) inside a factory, and join that graph again later with
/// `withObjectGraph(_:closure:)` or `restoreObjectGraph(_:)`, which is how a lazily resolved
/// dependency gets the same instances as the graph that made it.
public struct GraphIdentifier: Hashable, Sendable, Identifiable {
    /// Unique in the process.
    public let id: Int

    /// A new identifier, equal to no other.
    public init() {
        id = graphCounter.add(1) + 1
    }
}

/// Numbers graph identifiers: a counter, not an object, so naming a graph allocates nothing.
private let graphCounter = AtomicWord()

/// A graph whose identifier was handed out: the instances it built that are still alive,
/// held weakly, so a later resolve in that graph shares them without keeping them alive.
@usableFromInline
struct RememberedGraph {
    @usableFromInline var entries: [ObjectIdentifier] = []
    @usableFromInline var instances: [WeakInstance] = []

    @usableFromInline
    init() {}

    /// Whether every instance it remembers is gone.
    var isEmpty: Bool { !instances.contains { $0.object != nil } }
}

/// One instance of a remembered graph; value types are not remembered (there is no instance
/// to share once the graph is done).
@usableFromInline
struct WeakInstance {
    @usableFromInline weak var object: AnyObject?

    @usableFromInline
    init(_ instance: Any) {
        object = type(of: instance) is AnyClass ? instance as AnyObject : nil
    }
}
