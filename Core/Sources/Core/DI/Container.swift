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

    @usableFromInline let lock = Lock()
    @usableFromInline let entries = ServiceTable()

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
        let released = lock.locked { entries.insert(entry, for: key)?.takeInstances() ?? [] }
        // Dropped outside the lock: freeing the replaced entry's instance may run a deinit.
        withExtendedLifetime(released) {}
        return entry
    }

    /// Whether `serviceType` is registered here or in a parent.
    public func hasRegistration<Service>(for serviceType: Service.Type, name: String? = nil) -> Bool {
        let key = ServiceKey(Service.self, Void.self, name: name)
        return lineage.contains { $0.entries.find(key) != nil }
    }

    /// This container, then its parents, nearest first.
    var lineage: some Sequence<Container> {
        sequence(first: self, next: \.parent)
    }

    /// Forgets every registration of this container and releases the instances it kept.
    ///
    /// The factories themselves are freed with the container, since a resolve running on
    /// another thread may still be using one.
    public func removeAll() {
        let released = lock.locked { entries.removeAll().flatMap { $0.entry.takeInstances() } }
        // Instances are released here, outside the lock.
        withExtendedLifetime(released) {}
    }

    /// Resolves `serviceType`; the dependencies its factory resolves through the `Resolver` it
    /// receives (this container) join the same resolution: same graph, same cycle check.
    @inlinable @inline(__always)
    public func resolveService<Service, Arguments>(_ serviceType: Service.Type, name: String?, arguments: Arguments) throws(ResolutionError) -> Service {
        let key = ServiceKey(Service.self, Arguments.self, name: name)
        guard let outcome: Result<Service, ResolutionError> = resolution(of: key, arguments: arguments) else {
            throw missing(key)
        }
        return try outcome.get()
    }

    /// The outcome of resolving `key`, or nil when neither this container nor a parent has a
    /// registration for it: an optional `resolve` stops there, without building an error.
    @inlinable @inline(__always)
    func resolution<Service, Arguments>(of key: ServiceKey, arguments: Arguments) -> Result<Service, ResolutionError>? {
        if let registration = entries.find(key) {
            return resolve(registration, key: key, owner: self, arguments: arguments)
        }
        return resolutionFromAncestors(of: key, arguments: arguments)
    }

    /// Looks `key` up in the parents, nearest first; kept out of line, as most resolves find
    /// their registration in the container they ask.
    @inlinable @inline(never)
    func resolutionFromAncestors<Service, Arguments>(of key: ServiceKey, arguments: Arguments) -> Result<Service, ResolutionError>? {
        var ancestor = parent
        while let current = ancestor {
            if let registration = current.entries.find(key) {
                return resolve(registration, key: key, owner: current, arguments: arguments)
            }
            ancestor = current.parent
        }
        return nil
    }

    /// The error for a missing registration; kept out of line, as only the throwing forms
    /// reach it.
    @usableFromInline @inline(never)
    func missing(_ key: ServiceKey) -> ResolutionError {
        ResolutionError(kind: .notRegistered, key: key, path: ResolutionContext.current.keys, container: self)
    }

    /// Resolves from `registration`, found in `owner` (this container or a parent).
    @inlinable @inline(__always)
    func resolve<Service, Arguments>(_ registration: Unmanaged<Registration>, key: ServiceKey, owner: Container, arguments: Arguments) -> Result<Service, ResolutionError> {
        // A key carries its service and argument types, and `add` registers a
        // `FactoryEntry<Service, Arguments>` under exactly that key, so the entry has this
        // type; a checked cast would cost a runtime metadata lookup on every resolve.
        let address = registration._withUnsafeGuaranteedRef { $0.entryAddress }
        return Unmanaged<FactoryEntry<Service, Arguments>>.fromOpaque(address)._withUnsafeGuaranteedRef { entry in
            build(entry, registration: registration, key: key, owner: owner, arguments: arguments)
        }
    }

    /// Returns the instance the scope keeps, if there is one, else creates one.
    @inlinable @inline(__always)
    func build<Service, Arguments>(_ entry: FactoryEntry<Service, Arguments>, registration: Unmanaged<Registration>, key: ServiceKey, owner: Container, arguments: Arguments) -> Result<Service, ResolutionError> {
        let scope = entry.objectScope
        switch scope {
        case .container:
            if let instance = owner.lock.locked({ entry.instance }) { return .success(instance) }
        case .weak:
            if let existing = entry.liveWeakInstance { return .success(existing) }
        case .transient, .graph:
            break
        }
        return ResolutionContext.withCurrent { context in
            create(entry, scope: scope, registration: registration, key: key, owner: owner, arguments: arguments, context: context)
        }
    }

    /// Runs the factory, with the cycle check and the graph scope kept in `context`.
    @inlinable @inline(__always)
    func create<Service, Arguments>(
        _ entry: FactoryEntry<Service, Arguments>, scope: ObjectScope, registration: Unmanaged<Registration>,
        key: ServiceKey, owner: Container, arguments: Arguments, context: ResolutionContext
    ) -> Result<Service, ResolutionError> {
        if scope == .graph, let existing = context.graph[registration.toOpaque()] as? Service { return .success(existing) }
        if context.isResolving(registration) {
            return .failure(ResolutionError(kind: .cycle, key: key, path: context.keys, container: self))
        }
        context.depth += 1
        defer {
            context.depth -= 1
            // The graph scope lasts for one top-level resolve, initCompleted included.
            if context.depth == 0, !context.graph.isEmpty { context.graph.removeAll(keepingCapacity: true) }
        }
        context.push(registration)
        let created: Service
        do {
            created = try entry.factory(self, arguments)
        } catch let error as ResolutionError {
            context.pop()
            return .failure(error)
        } catch {
            context.pop()
            return .failure(ResolutionError(kind: .factoryFailed(error), key: key, path: context.keys, container: self))
        }
        context.pop()
        let instance = entry.store(created, scope: scope, owner: owner)
        if scope == .graph { context.graph[registration.toOpaque()] = instance }
        if entry.hasInitCompletions {
            for completed in entry.initCompletions { completed(self, instance) }
        }
        return .success(instance)
    }

    /// The keys registered for `service`, here and in parents, for error messages.
    func registeredKeys(for service: Any.Type) -> [ServiceKey] {
        lineage.flatMap { container in
            container.lock.locked { container.entries.all.map(\.key).filter { $0.service == service } }
        }
    }
}
