/// A dependency-injection container with Swinject's API, thread-safe without opting in.
///
/// A child container sees its parent's registrations; the parent never sees the child's.
/// Factories run outside every lock, so they may resolve freely on any thread. The
/// container's own state is guarded; the services it hands out are shared as they are, so a
/// service resolved on several threads must be safe to use from them.
public final class Container: Resolver, @unchecked Sendable {
    // @unchecked: registrations change under `lock` and are read through atomics (see
    // `ServiceTable`); the rest is immutable.

    /// The container whose registrations this one falls back to.
    public let parent: Container?
    /// The scope of registrations that do not choose one.
    public let defaultObjectScope: ObjectScope

    @usableFromInline let lock = Lock()
    @usableFromInline let entries = ServiceTable()
    /// Children made under this container, held weakly, for `children` (under `lock`).
    private var childReferences: [WeakContainer] = []

    /// A container, optionally under `parent`, with `registeringClosure` applied to it.
    public init(
        parent: Container? = nil, defaultObjectScope: ObjectScope = .graph,
        registeringClosure: (Container) -> Void = { _ in }
    ) {
        self.parent = parent
        self.defaultObjectScope = defaultObjectScope
        parent?.adopt(self)
        registeringClosure(self)
    }

    private func adopt(_ child: Container) {
        lock.locked {
            childReferences.removeAll { $0.container == nil }
            childReferences.append(WeakContainer(container: child))
        }
    }

    /// The live containers made under this one, oldest first: a session's or a flow's.
    public var children: [Container] {
        lock.locked { childReferences.compactMap(\.container) }
    }

    /// The registrations made in this container (not its parents), sorted by type and name.
    public var registrations: [RegistrationDescription] {
        lock.locked { entries.all }
            .map { registration in
                let arguments =
                    registration.key.arguments == Void.self ? nil : String(describing: registration.key.arguments)
                return RegistrationDescription(
                    type: String(describing: registration.key.service), name: registration.key.name,
                    arguments: arguments, scope: registration.entry.objectScope.description)
            }
            .sorted { ($0.type, $0.name ?? "", $0.arguments ?? "") < ($1.type, $1.name ?? "", $1.arguments ?? "") }
    }

    /// A new child of this container: registrations made in it stay there.
    public func makeChild() -> Container {
        Container(parent: self, defaultObjectScope: defaultObjectScope)
    }

    /// Registers a factory for `serviceType`; a later registration with the same type, name
    /// and arguments replaces it.
    @discardableResult
    public func register<Service>(
        _ serviceType: Service.Type, name: String? = nil, factory: @escaping (Resolver) throws -> Service
    ) -> ServiceEntry<Service> {
        add(serviceType, name: name) { (resolver, _: Void) in try factory(resolver) }
    }

    /// Registers a factory that takes one argument at resolution.
    @discardableResult
    public func register<Service, Arg1>(
        _ serviceType: Service.Type, name: String? = nil, factory: @escaping (Resolver, Arg1) throws -> Service
    ) -> ServiceEntry<Service> {
        add(serviceType, name: name, factory: factory)
    }

    /// Registers a factory taking `Arguments` (a tuple for several) at resolution.
    func add<Service, Arguments>(
        _ serviceType: Service.Type, name: String?, factory: @escaping (Resolver, Arguments) throws -> Service
    ) -> ServiceEntry<Service> {
        let entry = FactoryEntry(scope: defaultObjectScope, factory: factory)
        entry.container = self
        let key = ServiceKey(Service.self, Arguments.self, name: name)
        let released = lock.locked { entries.insert(entry, for: key)?.takeInstances() ?? [] }
        // Dropped outside the lock: freeing the replaced entry's instance may run a deinit.
        withExtendedLifetime(released) {}
        return entry
    }

    /// Registers `type` (under `name`) as another way to resolve `entry`, which keeps its
    /// scope: a `.container` entry hands out one instance under every type it implements.
    public func forward<T, Service>(_ type: T.Type, name: String? = nil, to entry: ServiceEntry<Service>) {
        guard let forwarder = entry.forwarder(as: type) else { return }
        let key = ServiceKey(type, forwarder.argumentsType, name: name)
        let released = lock.locked { entries.insert(entry, for: key, forwarder: forwarder)?.takeInstances() ?? [] }
        withExtendedLifetime(released) {}
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

    /// Lets go of every instance kept in `objectScope`, here and in the parents (as Swinject
    /// does): the next resolve builds a new one. For a custom scope, this ends its lifetime,
    /// such as a user session at logout.
    public func resetObjectScope(_ objectScope: ObjectScope) {
        let released = lineage.flatMap { container in
            container.lock.locked { container.entries.all.flatMap { $0.entry.takeInstances(in: objectScope) } }
        }
        withExtendedLifetime(released) {}
    }

    /// The keys registered for `service`, here and in parents, for error messages.
    func registeredKeys(for service: Any.Type) -> [ServiceKey] {
        lineage.flatMap { container in
            container.lock.locked { container.entries.all.map(\.key).filter { $0.service == service } }
        }
    }
}

/// A child container, held weakly by its parent.
private struct WeakContainer {
    weak var container: Container?
}

/// One registration, as a debug view shows it.
public struct RegistrationDescription: Hashable, Sendable, CustomStringConvertible {
    /// The registered type's name.
    public let type: String
    /// The registration's name, if any.
    public let name: String?
    /// The factory's arguments at resolution (a tuple for several), if any.
    public let arguments: String?
    /// The object scope's name: transient, graph, container, weak or a custom one.
    public let scope: String

    /// `VenueRepository · container`, `Photo (name: "large", arguments: Int) · graph`.
    public var description: String {
        let details = [name.map { "name: \"\($0)\"" }, arguments.map { "arguments: \($0)" }].compactMap { $0 }
        return type + (details.isEmpty ? "" : " (" + details.joined(separator: ", ") + ")") + " · " + scope
    }
}
