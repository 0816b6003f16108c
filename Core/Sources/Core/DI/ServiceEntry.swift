import Synchronization

/// A registration, returned by `register` so it can be configured by chaining.
public class ServiceEntry<Service> {
    /// The scope's kind, read on every resolve without the lock.
    @usableFromInline let kindValue: Atomic<UInt8>
    /// Guards the scope, the kept instances and the completions, which makes every access to
    /// them exclusive: the dynamic exclusivity check on them would only cost time.
    @usableFromInline let lock = Lock()
    @exclusivity(unchecked) private var scope: ObjectScope
    /// The `.container` instance.
    @exclusivity(unchecked) @usableFromInline final var instance: Service?
    /// The `.weak` instance.
    @exclusivity(unchecked) @usableFromInline final weak var weakInstance: AnyObject?
    /// The storage of a custom scope.
    @exclusivity(unchecked) @usableFromInline final var storage: InstanceStorage?
    @exclusivity(unchecked) @usableFromInline final var completions: [(Resolver, Service) -> Void] = []
    @usableFromInline let hasCompletions = Atomic<Bool>(false)
    /// The container it was registered in, for `implements`.
    weak var container: Container?

    @usableFromInline
    init(scope: ObjectScope) {
        self.scope = scope
        kindValue = Atomic(scope.kind.rawValue)
        storage = scope.makeStorage()
    }

    /// How long resolved instances are reused.
    public final var objectScope: ObjectScope { lock.locked { scope } }

    @inlinable @inline(__always)
    final var kind: ObjectScope.Kind {
        ObjectScope.Kind(rawValue: kindValue.load(ordering: .acquiring)) ?? .graph
    }

    /// Sets how long resolved instances are reused; instances kept in the old scope are let go.
    @discardableResult
    public final func inObjectScope(_ scope: ObjectScope) -> Self {
        let released = lock.locked { () -> [Any] in
            let released = keptInstances()
            self.scope = scope
            storage = scope.makeStorage()
            kindValue.store(scope.kind.rawValue, ordering: .releasing)
            return released
        }
        withExtendedLifetime(released) {}
        return self
    }

    /// Runs `completed` after each new instance is created and kept in its scope: the place
    /// for property injection, which is how two services can refer to each other. A resolve
    /// made from here may build the services still under construction again (Swinject's
    /// circular-dependency patterns); the instance kept first is the one everyone gets.
    @discardableResult
    public final func initCompleted(_ completed: @escaping (Resolver, Service) -> Void) -> Self {
        lock.locked { completions.append(completed) }
        hasCompletions.store(true, ordering: .releasing)
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

    @inlinable @inline(__always)
    final var hasInitCompletions: Bool { hasCompletions.load(ordering: .acquiring) }

    @usableFromInline
    final var initCompletions: [(Resolver, Service) -> Void] { lock.locked { completions } }

    /// The instance the scope keeps, if any.
    @inlinable
    final func keptInstance(_ kind: ObjectScope.Kind) -> Service? {
        switch kind {
        case .container:
            return lock.locked { instance }
        case .weak:
            // Unwrapped before the cast: `Optional as? Service` on a nil here compiled, in
            // release with Swift 6.3, to a class cast of a null pointer.
            guard let object = lock.locked({ weakInstance }) else { return nil }
            return object as? Service
        case .custom:
            guard let kept = lock.locked({ storage?.instance }) else { return nil }
            return kept as? Service
        case .transient, .graph:
            return nil
        }
    }

    /// Keeps `created` unless an instance is already kept; returns the one to use.
    @inlinable
    final func keep(_ created: Service, _ kind: ObjectScope.Kind) -> Service {
        switch kind {
        case .container:
            return lock.locked {
                if let instance { return instance }
                instance = created
                return created
            }
        case .weak:
            let winner = lock.locked { () -> AnyObject? in
                if let weakInstance { return weakInstance }
                weakInstance = created as AnyObject
                return nil
            }
            guard let winner else { return created }
            return (winner as? Service) ?? created
        case .custom:
            let winner = lock.locked { () -> Any? in
                if let kept = storage?.instance { return kept }
                storage?.instance = created
                return nil
            }
            guard let winner else { return created }
            return (winner as? Service) ?? created
        case .transient, .graph:
            return created
        }
    }

    /// Lets go of the kept instances and returns them, for the caller to drop outside every
    /// lock (a deinit may run user code).
    @usableFromInline
    final func takeInstances() -> [Any] {
        lock.locked { keptInstances() }
    }

    /// The kept instances, cleared; the caller holds the lock.
    private func keptInstances() -> [Any] {
        var released: [Any] = []
        if let instance { released.append(instance) }
        if let weakInstance { released.append(weakInstance) }
        if let kept = storage?.instance { released.append(kept) }
        instance = nil
        weakInstance = nil
        storage?.instance = nil
        return released
    }

    /// Lets go of the kept instances when the entry is in `scope`.
    @usableFromInline
    final func takeInstances(in scope: ObjectScope) -> [Any] {
        lock.locked { self.scope === scope ? keptInstances() : [] }
    }

    /// How a forwarded type resolves this entry; only a `FactoryEntry` knows its arguments.
    func forwarder<T>(as type: T.Type) -> Forwarder? { nil }
}

// @unchecked: every mutable field is read and written under `lock` or through atomics;
// what crosses threads is the service, hence the condition.
extension ServiceEntry: @unchecked Sendable where Service: Sendable {}

/// A registration's factory, typed by its arguments.
@usableFromInline
final class FactoryEntry<Service, Arguments>: ServiceEntry<Service>, @unchecked Sendable {
    // @unchecked: the factory is immutable; the rest is guarded as in `ServiceEntry`.
    @usableFromInline let factory: (Resolver, Arguments) throws -> Service

    @usableFromInline
    init(scope: ObjectScope, factory: @escaping (Resolver, Arguments) throws -> Service) {
        self.factory = factory
        super.init(scope: scope)
    }

    override func forwarder<T>(as type: T.Type) -> Forwarder? {
        Forwarder(argumentsType: Arguments.self) { [self] container, registration, key, owner, arguments in
            guard let arguments = arguments as? Arguments else { return nil }
            return container.build(self, registration: registration, key: key, owner: owner, arguments: arguments).map {
                $0 as Any
            }
        }
    }
}

/// A type-erased view of entries for the registry.
@usableFromInline
protocol AnyRegistration: AnyObject {
    var objectScope: ObjectScope { get }
    func takeInstances() -> [Any]
    func takeInstances(in scope: ObjectScope) -> [Any]
}

extension ServiceEntry: AnyRegistration {}
