/// A registration, returned by `register` so it can be configured by chaining.
///
/// Its state belongs to the container it was registered in: it is read and written only
/// inside that container's operations (under the hierarchy's lock once it is synchronized).
public class ServiceEntry<Service> {
    /// The scope and what it keeps, in one stored property: a resolve reads or changes it in
    /// one access, where a field per property would pay a dynamic exclusivity check each.
    // Unchecked: as the container's registry; no access stays open across a factory call.
    @exclusivity(unchecked) @usableFromInline final var state: EntryState<Service>
    /// The container it was registered in, for `implements` and for its lock; nil once the
    /// container let it go (see `Container.youngestChild` for why unowned and unchecked).
    @exclusivity(unchecked) @usableFromInline final unowned(unsafe) var container: Container?

    @inlinable
    init(scope: ObjectScope, container: Container) {
        state = EntryState(scope: scope)
        self.container = container
    }

    /// How long resolved instances are reused.
    public final var objectScope: ObjectScope { guarded { state.scope } }

    /// Sets how long resolved instances are reused; instances kept in the old scope are let go.
    @inlinable @discardableResult
    public final func inObjectScope(_ scope: ObjectScope) -> Self {
        let released = guarded { () -> [Any] in
            defer { state = EntryState(scope: scope, initCompletions: state.initCompletions) }
            return state.takeInstances()
        }
        // Dropped outside the lock: freeing an instance may run a deinit that resolves.
        withExtendedLifetime(released) {}
        return self
    }

    /// Runs `completed` after each new instance is created and kept in its scope: the place
    /// for property injection, which is how two services can refer to each other. A resolve
    /// made from here may build the services still under construction again (Swinject's
    /// circular-dependency patterns); the instance kept first is the one everyone gets.
    @discardableResult
    public final func initCompleted(_ completed: @escaping (Resolver, Service) -> Void) -> Self {
        guarded { state.initCompletions.append(completed) }
        return self
    }

    /// Also registers this entry as `type` (under `name`): resolving `type` builds this
    /// service, kept in the same scope, and hands it out as `type`.
    @discardableResult
    public final func implements<T>(_ type: T.Type, name: String? = nil) -> Self {
        container?.forward(type, name: name, to: self)
        return self
    }

    /// Also registers this entry as both types.
    @discardableResult
    public final func implements<T1, T2>(_ type1: T1.Type, _ type2: T2.Type) -> Self {
        implements(type1).implements(type2)
    }

    /// Also registers this entry as all three types.
    @discardableResult
    public final func implements<T1, T2, T3>(_ type1: T1.Type, _ type2: T2.Type, _ type3: T3.Type) -> Self {
        implements(type1).implements(type2).implements(type3)
    }

    @inlinable
    final func guarded<Result>(_ body: () -> Result) -> Result {
        guard let container else { return body() }
        return container.exclusive(body)
    }

    /// Lets go of the kept instances and returns them, for the caller to drop after the lock.
    @usableFromInline final func takeInstances() -> [Any] { state.takeInstances() }

    /// Lets go of the kept instances when the entry is in `scope`.
    @usableFromInline final func takeInstances(in scope: ObjectScope) -> [Any] {
        state.scope === scope ? state.takeInstances() : []
    }

    /// How many `initCompleted` handlers it has, for `Container.description`.
    @usableFromInline final var initCompletedCount: Int { guarded { state.initCompletions.count } }

    /// Forgets `container` when it is the one it was registered in, which lets it go (an
    /// entry another container forwards to stays its own container's); in its exclusive access.
    @usableFromInline final func orphan(from container: Container) {
        if self.container === container { self.container = nil }
    }

    /// How a forwarded type resolves this entry; only a `FactoryEntry` knows its arguments.
    func forwarder() -> Forwarder? { nil }
}

/// A registration's factory, typed by its arguments.
@usableFromInline
final class FactoryEntry<Service, Arguments>: ServiceEntry<Service> {
    @usableFromInline let factory: Factory<Service, Arguments>

    @inlinable
    init(scope: ObjectScope, container: Container, factory: Factory<Service, Arguments>) {
        self.factory = factory
        super.init(scope: scope, container: container)
    }

    override func forwarder() -> Forwarder? {
        Forwarder(argumentsType: Arguments.self) { [self] container, registration, arguments in
            guard let arguments = arguments as? Arguments else { return nil }
            return container.build(self, registration: registration, arguments: arguments).map { $0 as Any }
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

/// A registration's scope, the instance it keeps and its `initCompleted` handlers.
@usableFromInline
struct EntryState<Service> {
    @usableFromInline let scope: ObjectScope
    @usableFromInline let kind: ObjectScope.Kind
    /// The `.container` instance.
    @usableFromInline var instance: Service?
    /// The storage of a `.weak` or custom scope (a weak reference kept here, inline, would
    /// make every read of this state a copy).
    @usableFromInline let storage: InstanceStorage?
    @usableFromInline var initCompletions: [(Resolver, Service) -> Void] {
        didSet { hasInitCompletions = !initCompletions.isEmpty }
    }
    /// Read on every resolve instead of the array, which would cost a retain and a release.
    @usableFromInline private(set) var hasInitCompletions: Bool

    @inlinable
    init(scope: ObjectScope, initCompletions: [(Resolver, Service) -> Void] = []) {
        self.scope = scope
        kind = scope.kind
        storage = scope.kind == .weak ? WeakStorage() : scope.makeStorage()
        self.initCompletions = initCompletions
        hasInitCompletions = !initCompletions.isEmpty
    }

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
    mutating func keep(_ created: Service, inGraph graph: GraphIdentifier?) -> Service {
        if let kept = keptInstance(inGraph: graph) { return kept }
        switch kind {
        case .container: instance = created
        case .weak: storage?.instance = created
        case .custom:
            if let graph { storage?.setInstance(created, inGraph: graph) } else { storage?.instance = created }
        case .transient, .graph: break
        }
        return created
    }

    /// Lets go of the kept instances and returns them.
    @inlinable
    mutating func takeInstances() -> [Any] {
        var released: [Any] = []
        if let instance { released.append(instance) }
        if let kept = storage?.instance { released.append(kept) }
        instance = nil
        storage?.instance = nil
        return released
    }
}

/// A type-erased view of entries, for the registry's bulk operations.
@usableFromInline
protocol AnyRegistration: AnyObject {
    var objectScope: ObjectScope { get }
    /// How many `initCompleted` handlers it has.
    var initCompletedCount: Int { get }
    func takeInstances() -> [Any]
    func takeInstances(in scope: ObjectScope) -> [Any]
    func orphan(from container: Container)
}

extension ServiceEntry: AnyRegistration {}

/// One key's registration: the entry it resolves, and how, when the key forwards to an entry
/// registered for another type.
@usableFromInline
final class Registration {
    @usableFromInline let key: ServiceKey
    @usableFromInline let entry: AnyRegistration
    @usableFromInline let forwarder: Forwarder?

    /// The entry, as an object: a class cast to its concrete type is cheaper from here than
    /// from the protocol existential.
    @inlinable
    var object: AnyObject { entry }

    @inlinable
    init(key: ServiceKey, entry: AnyRegistration, forwarder: Forwarder?) {
        self.key = key
        self.entry = entry
        self.forwarder = forwarder
    }
}

/// Resolves a forwarded key through the entry it forwards to, with the arguments type-erased.
@usableFromInline
final class Forwarder {
    @usableFromInline typealias Resolve = (Container, Registration, Any) -> Result<Any, ResolutionError>?

    let argumentsType: Any.Type
    @usableFromInline let resolve: Resolve

    init(argumentsType: Any.Type, resolve: @escaping Resolve) {
        self.argumentsType = argumentsType
        self.resolve = resolve
    }
}
