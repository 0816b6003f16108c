import Synchronization

/// A dependency-injection container with Swinject's API, thread-safe without opting in.
///
/// A child container sees its parent's registrations; the parent never sees the child's.
/// Factories run outside every lock, so they may resolve freely on any thread.
public final class Container: Resolver, @unchecked Sendable {
    /// The container whose registrations this one falls back to.
    public let parent: Container?
    /// The scope of registrations that do not choose one.
    public let defaultObjectScope: ObjectScope

    private let lock = Lock()
    private var entries: [ServiceKey: AnyRegistration] = [:]

    /// A container, optionally under `parent`, with `registeringClosure` applied to it.
    public init(parent: Container? = nil, defaultObjectScope: ObjectScope = .graph, registeringClosure: (Container) -> Void = { _ in }) {
        self.parent = parent
        self.defaultObjectScope = defaultObjectScope
        registeringClosure(self)
    }

    /// A new child of this container: registrations made in it stay there.
    public func makeChild() -> Container {
        Container(parent: self, defaultObjectScope: defaultObjectScope)
    }

    /// Registers a factory for `serviceType`; a later registration with the same type, name
    /// and arguments replaces it.
    @discardableResult
    public func register<Service>(_ serviceType: Service.Type, name: String? = nil, factory: @escaping (Resolver) throws -> Service) -> ServiceEntry<Service> {
        add(serviceType, name: name) { (resolver, _: Void) in try factory(resolver) }
    }

    /// Registers a factory that takes one argument at resolution.
    @discardableResult
    public func register<Service, Arg1>(_ serviceType: Service.Type, name: String? = nil, factory: @escaping (Resolver, Arg1) throws -> Service) -> ServiceEntry<Service> {
        add(serviceType, name: name, factory: factory)
    }

    /// Registers a factory that takes two arguments at resolution.
    @discardableResult
    public func register<Service, Arg1, Arg2>(_ serviceType: Service.Type, name: String? = nil, factory: @escaping (Resolver, Arg1, Arg2) throws -> Service) -> ServiceEntry<Service> {
        add(serviceType, name: name) { (resolver, arguments: (Arg1, Arg2)) in try factory(resolver, arguments.0, arguments.1) }
    }

    /// Registers a factory that takes three arguments at resolution.
    @discardableResult
    public func register<Service, Arg1, Arg2, Arg3>(_ serviceType: Service.Type, name: String? = nil, factory: @escaping (Resolver, Arg1, Arg2, Arg3) throws -> Service) -> ServiceEntry<Service> {
        add(serviceType, name: name) { (resolver, arguments: (Arg1, Arg2, Arg3)) in
            try factory(resolver, arguments.0, arguments.1, arguments.2)
        }
    }

    private func add<Service, Arguments>(_ serviceType: Service.Type, name: String?, factory: @escaping (Resolver, Arguments) throws -> Service) -> ServiceEntry<Service> {
        let entry = FactoryEntry(scope: defaultObjectScope, factory: factory)
        let key = ServiceKey(Service.self, Arguments.self, name: name)
        let replaced = lock.locked { entries.updateValue(entry, forKey: key) }
        // Dropped outside the lock: freeing its cached instance may run a deinit.
        withExtendedLifetime(replaced) {}
        return entry
    }

    /// Whether `serviceType` is registered here or in a parent.
    public func hasRegistration<Service>(for serviceType: Service.Type, name: String? = nil) -> Bool {
        registration(for: ServiceKey(Service.self, Void.self, name: name)) != nil
    }

    /// Forgets every registration of this container and the instances it kept.
    public func removeAll() {
        let old = lock.locked { () -> [ServiceKey: AnyRegistration] in
            defer { entries = [:] }
            return entries
        }
        old.values.forEach { $0.releaseInstances() }
    }

    /// Resolves through a new resolution, which tracks the graph scope and cycles.
    public func resolveService<Service, Arguments>(_ serviceType: Service.Type, name: String?, arguments: Arguments) throws(ResolutionError) -> Service {
        let key = ServiceKey(Service.self, Arguments.self, name: name)
        guard let entry = registration(for: key) as? FactoryEntry<Service, Arguments> else {
            throw ResolutionError(kind: .notRegistered, key: key, path: [], container: self)
        }
        return try Resolution(container: self).resolve(entry, key: key, arguments: arguments)
    }

    func registration(for key: ServiceKey) -> AnyRegistration? {
        var container: Container? = self
        while let current = container {
            if let entry = current.lock.locked({ current.entries[key] }) { return entry }
            container = current.parent
        }
        return nil
    }

    /// The keys registered for `service`, here and in parents, for error messages.
    func registeredKeys(for service: Any.Type) -> [ServiceKey] {
        var keys: [ServiceKey] = []
        var container: Container? = self
        while let current = container {
            keys += current.lock.locked { current.entries.keys.filter { $0.service == service } }
            container = current.parent
        }
        return keys
    }
}
