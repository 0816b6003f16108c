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
    @usableFromInline var entries = ServiceTable()

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
        let entry = FactoryEntry(scope: defaultObjectScope, owner: self, factory: factory)
        let key = ServiceKey(Service.self, Arguments.self, name: name)
        let replaced = lock.locked { entries.insert(entry, for: key) }
        // Dropped outside the lock: freeing its cached instance may run a deinit.
        withExtendedLifetime(replaced) {}
        return entry
    }

    /// Whether `serviceType` is registered here or in a parent.
    public func hasRegistration<Service>(for serviceType: Service.Type, name: String? = nil) -> Bool {
        if case .missing = lookup(ServiceKey(Service.self, Void.self, name: name)) as Lookup<Service, Void> { return false }
        return true
    }

    /// Forgets every registration of this container and the instances it kept.
    public func removeAll() {
        let old = lock.locked { () -> ([ServiceTable.Slot], [Any]) in
            let all = entries.all
            entries = ServiceTable()
            return (all, all.flatMap { $0.entry.takeInstances() })
        }
        // Registrations and instances are released here, outside the lock.
        withExtendedLifetime(old) {}
    }

    /// Resolves `serviceType`; the dependencies its factory resolves through the `Resolver` it
    /// receives (this container) join the same resolution: same graph, same cycle check.
    @inlinable @inline(__always)
    public func resolveService<Service, Arguments>(_ serviceType: Service.Type, name: String?, arguments: Arguments) throws(ResolutionError) -> Service {
        let key = ServiceKey(Service.self, Arguments.self, name: name)
        switch lookup(key) as Lookup<Service, Arguments> {
        case .singleton(let instance): return instance
        case .entry(let entry): return try resolve(entry, key: key, arguments: arguments)
        case .missing:
            throw missing(key)
        }
    }

    /// The error for a missing registration; kept out of line, since an optional `resolve`
    /// that fails should cost little.
    @usableFromInline @inline(never)
    func missing(_ key: ServiceKey) -> ResolutionError {
        let context = ResolutionContext.current
        return ResolutionError(kind: .notRegistered, key: key, path: context.depth > 0 ? Array(context.path) : [], container: self)
    }

    @inlinable @inline(__always)
    func resolve<Service, Arguments>(_ entry: FactoryEntry<Service, Arguments>, key: ServiceKey, arguments: Arguments) throws(ResolutionError) -> Service {
        let context = ResolutionContext.current
        let scope = entry.objectScope
        if scope == .weak, let existing = entry.liveWeakInstance { return existing }
        if scope == .graph, let existing = context.graph[key] as? Service { return existing }
        if context.path.contains(key) {
            throw ResolutionError(kind: .cycle, key: key, path: context.path, container: self)
        }
        context.depth += 1
        defer {
            context.depth -= 1
            // The graph scope lasts for one top-level resolve, initCompleted included.
            if context.depth == 0, !context.graph.isEmpty { context.graph.removeAll(keepingCapacity: true) }
        }
        context.path.append(key)
        let created: Service
        do {
            created = try entry.factory(self, arguments)
        } catch let error as ResolutionError {
            context.path.removeLast()
            throw error
        } catch {
            let failure = ResolutionError(kind: .factoryFailed(error), key: key, path: context.path.dropLast(), container: self)
            context.path.removeLast()
            throw failure
        }
        context.path.removeLast()
        let instance = entry.store(created, scope: scope)
        if scope == .graph { context.graph[key] = instance }
        for completed in entry.initCompletions { completed(self, instance) }
        return instance
    }

    /// What a lookup found: a singleton already made, the entry to build from, or nothing.
    @usableFromInline
    enum Lookup<Service, Arguments> {
        case singleton(Service)
        case entry(FactoryEntry<Service, Arguments>)
        case missing
    }

    /// Finds `key` here or in the nearest parent that has it; a container-scoped instance
    /// already made is read in the same critical section.
    @inlinable @inline(__always)
    func lookup<Service, Arguments>(_ key: ServiceKey) -> Lookup<Service, Arguments> {
        if let found: Lookup<Service, Arguments> = lookupHere(key) { return found }
        var ancestor = parent
        while let current = ancestor {
            if let found: Lookup<Service, Arguments> = current.lookupHere(key) { return found }
            ancestor = current.parent
        }
        return .missing
    }

    @inlinable @inline(__always)
    func lookupHere<Service, Arguments>(_ key: ServiceKey) -> Lookup<Service, Arguments>? {
        lock.lock()
        defer { lock.unlock() }
        guard let registration = entries.find(key) else { return nil }
        // A key carries its service and argument types, and `add` stores a
        // `FactoryEntry<Service, Arguments>` under exactly that key, so this cannot fail; a
        // checked cast would cost a runtime metadata lookup on every resolve.
        let entry = unsafeDowncast(registration, to: FactoryEntry<Service, Arguments>.self)
        if entry.objectScope == .container, let instance = entry.instance { return .singleton(instance) }
        return .entry(entry)
    }

    /// The keys registered for `service`, here and in parents, for error messages.
    func registeredKeys(for service: Any.Type) -> [ServiceKey] {
        var keys: [ServiceKey] = []
        var container: Container? = self
        while let current = container {
            keys += current.lock.locked { current.entries.all.map(\.key).filter { $0.service == service } }
            container = current.parent
        }
        return keys
    }
}
