/// What `Lazy` and `Provider` have in common: they resolve their service later, from the
/// container that made them, which holds no reference back to them. Core's own; not for
/// subclassing.
public class DeferredResolution {
    init() {}

    /// The wrapper for a service registered under `name` for `arguments`, or nil when the
    /// service is not registered (so `resolve(Lazy<T>.self)` is nil when `T` is, as in Swinject).
    @usableFromInline
    class func make<Arguments>(in container: Container, name: String?, arguments: Arguments) -> DeferredResolution? {
        nil
    }
}

/// How a wrapper resolves its service later: the container held weakly (a service holding a
/// `Lazy` of another, both kept by the container, must not keep the container alive), and the
/// key and arguments it was asked for.
struct LaterResolution<Service> {
    private weak var container: Container?
    private let key: ServiceKey
    private let resolve: (Container) throws(ResolutionError) -> Service

    /// Nil when `container` (or a parent) has nothing registered for the service.
    init?<Arguments>(in container: Container, name: String?, arguments: Arguments) {
        let key = ServiceKey(Service.self, Arguments.self, name: name)
        guard container.registers(key) else { return nil }
        self.container = container
        self.key = key
        resolve = { container throws(ResolutionError) in
            try container.resolveService(Service.self, name: name, arguments: arguments)
        }
    }

    /// Resolves the service now: in `graph` when given (sharing the instances of it that are
    /// still alive), else as a new top-level resolve, or in the running one.
    func callAsFunction(in graph: GraphIdentifier?) throws(ResolutionError) -> Service {
        guard let container else { throw ResolutionError(kind: .containerReleased, key: key, path: []) }
        guard let graph else { return try resolve(container) }
        let outcome = container.withObjectGraph(graph) { container in
            Result { () throws(ResolutionError) in try resolve(container) }
        }
        return try outcome.get()
    }
}

/// A dependency resolved the first time it is read, then kept (Swinject's `Lazy`). Resolve
/// `Lazy<T>` wherever `T` is registered; nothing needs registering for the wrapper. It resolves
/// in the graph that made it, so it shares that graph's instances that are still alive: the
/// way two services that need each other can both be built in their initialisers.
public final class Lazy<Service>: DeferredResolution {
    private let later: LaterResolution<Service>
    private let graph: GraphIdentifier?
    private var resolved: Service?

    private init(later: LaterResolution<Service>, graph: GraphIdentifier?) {
        self.later = later
        self.graph = graph
    }

    @usableFromInline
    override class func make<Arguments>(
        in container: Container, name: String?, arguments: Arguments
    ) -> DeferredResolution? {
        guard let later = LaterResolution<Service>(in: container, name: name, arguments: arguments) else { return nil }
        return Lazy(later: later, graph: container.resolution.frame.currentGraph())
    }

    /// The service, resolved on first read and the same one after. Throws, where Swinject's
    /// traps, when it cannot be resolved (say, a dependency of it is missing) or its container
    /// is gone.
    public var instance: Service {
        get throws(ResolutionError) {
            if let resolved { return resolved }
            let made = try later(in: graph)
            resolved = made
            return made
        }
    }
}

/// A way to resolve a service again whenever it is read (Swinject's `Provider`): each read is
/// a new top-level resolve, or joins the running one. Resolve `Provider<T>` wherever `T` is
/// registered.
public final class Provider<Service>: DeferredResolution {
    private let later: LaterResolution<Service>

    private init(later: LaterResolution<Service>) {
        self.later = later
    }

    @usableFromInline
    override class func make<Arguments>(
        in container: Container, name: String?, arguments: Arguments
    ) -> DeferredResolution? {
        LaterResolution<Service>(in: container, name: name, arguments: arguments).map(Provider.init)
    }

    /// The service, resolved now: a new instance unless its scope keeps one. Throws when it
    /// cannot be resolved or its container is gone.
    public var instance: Service {
        get throws(ResolutionError) { try later(in: nil) }
    }
}

extension Container {
    /// For `Lazy<T>` and `Provider<T>` with nothing registered for them: a wrapper over `T`'s
    /// registration, or nil when `T` has none. A metatype check against a class, not a
    /// protocol conformance lookup, and specialized in the caller (generic, it looked up the
    /// `Result` type's metadata at run time), so the unregistered path stays cheap.
    @inlinable @inline(never)
    func deferredResolution<Service, Arguments>(
        name: String?, arguments: Arguments
    ) -> Result<Service, ResolutionError>? {
        // Unwrapped before the cast: `Optional as? Service` on a nil compiles, in release with
        // Swift 6.3, to a class cast of a null pointer (the crash the release test run caught).
        guard let wrapper = Service.self as? DeferredResolution.Type,
            let made = wrapper.make(in: self, name: name, arguments: arguments),
            let service = made as? Service
        else { return nil }
        return .success(service)
    }
}
