/// One top-level resolution: the graph-scoped instances it shares and the path it took,
/// which is how cycles are caught and errors explained.
@usableFromInline
final class Resolution: Resolver {
    @usableFromInline var container: Container?
    @usableFromInline var path: [ServiceKey] = []
    @usableFromInline var graph: [ServiceKey: Any] = [:]

    @usableFromInline
    init(container: Container) {
        self.container = container
    }

    /// Forgets this resolution's state, keeping its storage for the next one.
    @usableFromInline
    func reset() {
        container = nil
        path.removeAll(keepingCapacity: true)
        if !graph.isEmpty { graph.removeAll(keepingCapacity: true) }
    }

    @usableFromInline
    func resolveService<Service, Arguments>(_ serviceType: Service.Type, name: String?, arguments: Arguments) throws(ResolutionError) -> Service {
        try resolveTyped(serviceType, name: name, arguments: arguments)
    }

    /// Resolves a dependency of the service being built.
    @inlinable @inline(__always)
    func resolveTyped<Service, Arguments>(_ serviceType: Service.Type, name: String?, arguments: Arguments) throws(ResolutionError) -> Service {
        let key = ServiceKey(Service.self, Arguments.self, name: name)
        // A factory that kept its resolver past the resolution falls back to a fresh one.
        guard let container else {
            throw ResolutionError(kind: .resolverExpired, key: key, path: path, container: Container())
        }
        switch container.lookup(key) as Container.Lookup<Service, Arguments> {
        case .singleton(let instance): return instance
        case .entry(let entry): return try resolve(entry, key: key, arguments: arguments)
        case .missing: throw ResolutionError(kind: .notRegistered, key: key, path: path, container: container)
        }
    }

    @inlinable @inline(__always)
    func resolve<Service, Arguments>(_ entry: FactoryEntry<Service, Arguments>, key: ServiceKey, arguments: Arguments) throws(ResolutionError) -> Service {
        let scope = entry.objectScope
        // A made container-scoped instance was already returned by the lookup.
        if scope == .weak, let existing = entry.storedInstance(scope) { return existing }
        if scope == .graph, let existing = graph[key] as? Service { return existing }
        if path.contains(key) {
            throw ResolutionError(kind: .cycle, key: key, path: path, container: container ?? Container())
        }
        path.append(key)
        let created: Service
        do {
            created = try entry.factory(self, arguments)
        } catch let error as ResolutionError {
            path.removeLast()
            throw error
        } catch {
            let failure = ResolutionError(kind: .factoryFailed(error), key: key, path: path.dropLast(), container: container ?? Container())
            path.removeLast()
            throw failure
        }
        path.removeLast()
        let instance = entry.store(created, scope: scope)
        if scope == .graph { graph[key] = instance }
        for completed in entry.initCompletions { completed(self, instance) }
        return instance
    }
}
