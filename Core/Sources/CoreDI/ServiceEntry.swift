/// A registration, returned by `register` so it can be configured by chaining: the entry
/// and the container it was registered in.
///
/// It keeps that container alive while you hold it (the registration itself does not): a
/// link from the registration back to its container would have to be weak, or would dangle
/// once the container goes.
public struct ServiceEntry<Service> {
    /// The container the registration was made in.
    @usableFromInline let container: Container
    @usableFromInline let entry: TypedEntry<Service>

    @inlinable
    init(container: Container, entry: TypedEntry<Service>) {
        self.container = container
        self.entry = entry
    }

    /// How long resolved instances are reused.
    public var objectScope: ObjectScope { container.resolution.exclusive { entry.scope } }

    /// Sets how long resolved instances are reused; instances kept in the old scope are let go.
    @inlinable @discardableResult
    public func inObjectScope(_ scope: ObjectScope) -> Self {
        let released = container.resolution.exclusive { entry.rescope(scope) }
        // Dropped outside the lock: freeing an instance may run a deinit that resolves.
        withExtendedLifetime(released) {}
        return self
    }

    /// Runs `completed` after each new instance is created and kept in its scope: the place
    /// for property injection, which is how two services can refer to each other. A resolve
    /// made from here may build the services still under construction again (Swinject's
    /// circular-dependency patterns); the instance kept first is the one everyone gets.
    @discardableResult
    public func initCompleted(_ completed: @escaping (Resolver, Service) -> Void) -> Self {
        container.resolution.exclusive {
            entry.initCompletions.append(completed)
            entry.initCompletedCount = entry.initCompletions.count
        }
        return self
    }

    /// Also registers this entry as `type` (under `name`): resolving `type` builds this
    /// service, kept in the same scope, and hands it out as `type`. An entry its container
    /// let go (registered again under its key, or removed) registers nothing more.
    @discardableResult
    public func implements<T>(_ type: T.Type, name: String? = nil) -> Self {
        if container.resolution.exclusive({ container.registry.lists(entry) }) {
            container.forward(type, name: name, to: self)
        }
        return self
    }

    /// Also registers this entry as both types.
    @discardableResult
    public func implements<T1, T2>(_ type1: T1.Type, _ type2: T2.Type) -> Self {
        implements(type1).implements(type2)
    }

    /// Also registers this entry as all three types.
    @discardableResult
    public func implements<T1, T2, T3>(_ type1: T1.Type, _ type2: T2.Type, _ type3: T3.Type) -> Self {
        implements(type1).implements(type2).implements(type3)
    }
}

/// A registration of `Service`, whatever its arguments: the `initCompleted` handlers.
@usableFromInline
class TypedEntry<Service>: AnyServiceEntry {
    @usableFromInline final var initCompletions: [(Resolver, Service) -> Void] = []

}

/// A registration's factory, typed by its arguments, and the instance it keeps.
///
/// `Kept` is always `Service?`, given as a type parameter of its own: the entry's deinit,
/// which runs unspecialized, then destroys the instance with the metadata its class already
/// holds, instead of looking `Optional<Service>` up in the runtime's table.
@usableFromInline
final class FactoryEntry<Service, Arguments, Kept: KeptInstance>: TypedEntry<Service> {
    @usableFromInline let factory: Factory<Service, Arguments>
    /// The `.container` instance.
    @exclusivity(unchecked) @usableFromInline var instance = Kept.none

    @inlinable
    init(name: String?, kind: ObjectScope.Kind, customScope: ObjectScope?, factory: Factory<Service, Arguments>) {
        self.factory = factory
        super.init(key: ServiceKey(Service.self, Arguments.self, name: name), kind: kind, customScope: customScope)
    }

    /// Lets go of the kept instances and returns them, for the caller to drop after the lock.
    override func takeInstances() -> [Any] {
        var released = super.takeInstances()
        if let kept = instance.boxed { released.append(kept) }
        instance = .none
        keepsInstance = false
        return released
    }

    override func forward() -> Forward? {
        // `Kept` is `Service?` (see `add`), which this cast states to the type checker.
        guard let entry = self as? FactoryEntry<Service, Arguments, Service?> else { return nil }
        return Forward(entry: entry) { container, key, arguments in
            guard let arguments = arguments as? Arguments else { return nil }
            return container.build(entry, forwarded: key, arguments: arguments).map { $0 as Any }
        }
    }
}

extension FactoryEntry where Kept == Service? {
    /// The instance the scope keeps, if any; a custom scope's storage is asked for the one
    /// it keeps in `graph`, the running resolution's.
    @inlinable @inline(__always)
    func keptInstance(inGraph graph: GraphIdentifier? = nil) -> Service? {
        switch kind {
        case .container:
            return instance
        case .weak, .custom:
            // Unwrapped before the cast: `Optional as? Service` on a nil here compiled, in
            // release with Swift 6.3, to a class cast of a null pointer.
            guard let storage else { return nil }
            let found = if kind == .custom, let graph { storage.instance(inGraph: graph) } else { storage.instance }
            guard let kept = found else { return nil }
            return kept as? Service
        case .transient, .graph:
            return nil
        }
    }

    /// Keeps `created` unless an instance is already kept; returns the one to use.
    @inlinable
    func keep(_ created: Service, inGraph graph: GraphIdentifier?) -> Service {
        switch kind {
        case .container:
            // Not through `keptInstance`: reading the instance into a local retains it.
            if instance == nil {
                instance = created
                keepsInstance = true
            } else if let kept = instance {
                return kept
            }
        case .weak:
            if let kept = keptInstance() { return kept }
            storage?.instance = created
        case .custom:
            if let kept = keptInstance(inGraph: graph) { return kept }
            if let graph { storage?.setInstance(created, inGraph: graph) } else { storage?.instance = created }
        case .transient, .graph: break
        }
        return created
    }
}

/// The instance an entry keeps, as `FactoryEntry` stores it: only `Optional` conforms.
@usableFromInline
protocol KeptInstance {
    /// Nothing kept.
    static var none: Self { get }
    /// The kept instance, boxed as its own type, if any.
    var boxed: Any? { get }
}

extension Optional: KeptInstance {
    @usableFromInline var boxed: Any? {
        switch self {
        case .some(let kept): kept
        case .none: nil
        }
    }
}

/// The closure a registration was made with. Most take no arguments; they are kept as
/// written rather than wrapped to take `()`, which would add a call to every resolve.
@usableFromInline
enum Factory<Service, Arguments> {
    case plain((Resolver) throws -> Service)
    case withArguments((Resolver, Arguments) throws -> Service)

    /// Runs the closure.
    @inlinable @inline(__always)
    func make(_ resolver: Resolver, _ arguments: Arguments) throws -> Service {
        switch self {
        case .plain(let factory): try factory(resolver)
        case .withArguments(let factory): try factory(resolver, arguments)
        }
    }
}

/// A key registered with `implements` or `forward`: it resolves another key's entry, kept in
/// that entry's scope, and hands the instance out as its own type.
@usableFromInline
struct Forward {
    @usableFromInline typealias Resolve = (Container, ServiceKey, Any) -> Result<Any, ResolutionError>?

    /// The entry it resolves.
    let entry: AnyServiceEntry
    /// Resolves `entry` with the arguments type-erased; nil when they are not the entry's.
    @usableFromInline let resolve: Resolve
}
