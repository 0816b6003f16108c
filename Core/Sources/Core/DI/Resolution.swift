/// One top-level resolution: the graph-scoped instances it shares and the path it took,
/// which is how cycles are caught and errors explained.
final class Resolution: Resolver {
    private let container: Container
    private var path: [ServiceKey] = []
    private var graph: [ServiceKey: Any] = [:]

    init(container: Container) {
        self.container = container
    }

    func resolveService<Service, Arguments>(_ serviceType: Service.Type, name: String?, arguments: Arguments) throws(ResolutionError) -> Service {
        let key = ServiceKey(Service.self, Arguments.self, name: name)
        guard let entry = container.registration(for: key) as? FactoryEntry<Service, Arguments> else {
            throw ResolutionError(kind: .notRegistered, key: key, path: path, container: container)
        }
        return try resolve(entry, key: key, arguments: arguments)
    }

    func resolve<Service, Arguments>(_ entry: FactoryEntry<Service, Arguments>, key: ServiceKey, arguments: Arguments) throws(ResolutionError) -> Service {
        let scope = entry.objectScope
        if let existing = entry.storedInstance(scope) { return existing }
        if scope == .graph, let existing = graph[key] as? Service { return existing }
        if path.contains(key) {
            throw ResolutionError(kind: .cycle, key: key, path: path, container: container)
        }
        path.append(key)
        let created: Service
        do {
            created = try entry.factory(self, arguments)
        } catch let error as ResolutionError {
            path.removeLast()
            throw error
        } catch {
            let failure = ResolutionError(kind: .factoryFailed(error), key: key, path: path.dropLast(), container: container)
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
