/// A dependency-injection container with Swinject's API.
///
/// A child container sees its parent's registrations; the parent never sees the child's.
///
/// A container is not `Sendable`: it lives in one isolation domain (the app's is the main
/// actor, with the builders it feeds), and so do the services it hands out, which need not
/// be `Sendable` themselves. The compiler keeps both there. To resolve from other threads or
/// actors, take `synchronize()`: a `Sendable` resolver that holds the hierarchy's lock and
/// hands out only `Sendable` services.
public final class Container: Resolver {
    /// The container whose registrations this one falls back to.
    public var parent: Container? { parentLink?.container }
    // In a struct rather than a `Container?` field: for a field of its own class's type, the
    // compiler tears a chain of containers down in a loop that retains, releases and checks
    // the uniqueness of each parent, three operations where one release does (the scoped
    // override row).
    @usableFromInline let parentLink: ParentLink?
    /// The scope of registrations that do not choose one.
    public var defaultObjectScope: ObjectScope { .of(defaultKind, custom: defaultCustomScope) }
    @usableFromInline let defaultKind: ObjectScope.Kind
    @usableFromInline let defaultCustomScope: ObjectScope?

    // Unchecked: one isolation domain (or the synchronized lock's holder) uses a container;
    // 1.58x on the DI graph row (Core/README.md, "Unsafe code, and what it buys").
    @exclusivity(unchecked) @usableFromInline var registry = Registry()
    /// Shared with the parent and every child: one resolution runs per hierarchy at a time.
    @usableFromInline let resolution: ResolutionState
    // The parent lists its live children, and each entry points back at its container, without
    // keeping them alive and without an object of their own: a weak reference would make a
    // side table and slow every retain of the container, and a handle object was one more
    // allocation per child. Unmanaged, so copying a link or following one retains nothing, and
    // unchecked; sound because each link is cleared before what it points to goes: a child
    // unlinks itself in its deinit, and a container clears its entries' pointer in its deinit,
    // or when its registry lets an entry go. Containers and entries are not `Sendable`, so all
    // of this happens in one isolation domain (or under the synchronized hierarchy's lock).
    // The scoped override row: 4,890 -> 4,200 instructions (14%) as unowned(unsafe) links,
    // then 3,294 -> 3,142 (4.6%) as unmanaged ones.
    /// The newest live child; each child links to the one made before it and after it.
    @exclusivity(unchecked) private var youngestChild: Unmanaged<Container>?
    @exclusivity(unchecked) private var olderSibling: Unmanaged<Container>?
    @exclusivity(unchecked) private var youngerSibling: Unmanaged<Container>?
    // Unchecked, as the registry: touched only in the hierarchy's exclusive access.
    @exclusivity(unchecked) @usableFromInline var behaviors: [Behavior]

    /// A container, optionally under `parent`, told `behaviors` about its registrations, with
    /// `registeringClosure` applied to it.
    public convenience init(
        parent: consuming Container? = nil, defaultObjectScope: ObjectScope = .graph, behaviors: [Behavior] = [],
        registeringClosure: (Container) -> Void = { _ in }
    ) {
        self.init(
            parent: parent, defaultKind: defaultObjectScope.kind,
            customScope: defaultObjectScope.kind == .custom ? defaultObjectScope : nil, behaviors: behaviors)
        registeringClosure(self)
    }

    /// A child of `parent` whose registrations default to the graph scope, as a flow's
    /// builder makes one.
    // Its own overload: a call that leaves the scope to its default still evaluates `.graph`,
    // a shared object, and retains and releases it (the scoped override row: 2,225 -> 2,150
    // instructions, two reference-count operations fewer).
    public convenience init(parent: consuming Container?) {
        self.init(parent: parent, defaultKind: .graph, customScope: nil, behaviors: [])
    }

    // The parent is consumed into its link, so storing it retains nothing (the scoped override
    // row).
    private init(
        parent: consuming Container?, defaultKind: ObjectScope.Kind, customScope: ObjectScope?, behaviors: [Behavior]
    ) {
        self.behaviors = behaviors
        self.defaultKind = defaultKind
        defaultCustomScope = customScope
        resolution = parent?.resolution ?? ResolutionState()
        // Followed unretained: the link below keeps the parent (see `youngestChild`). A call
        // through the link retained and released the parent around it.
        let unretainedParent = parent.map { Unmanaged.passUnretained($0) }
        parentLink = (consume parent).map(ParentLink.init)
        unretainedParent?._withUnsafeGuaranteedRef { $0.adopt(self) }
    }

    deinit {
        exclusive { leave() }
    }

    /// Lets go of the entries and unlinks this container from its parent; in the hierarchy's
    /// exclusive access, as the container goes.
    private func leave() {
        registry.orphanEntries(from: self)
        if let younger = youngerSibling {
            younger._withUnsafeGuaranteedRef { $0.olderSibling = olderSibling }
        } else {
            parentLink?.container.youngestChild = olderSibling
        }
        olderSibling?._withUnsafeGuaranteedRef { $0.youngerSibling = youngerSibling }
    }

    private func adopt(_ child: Container) {
        exclusive {
            let link = Unmanaged.passUnretained(child)
            child.olderSibling = youngestChild
            youngestChild?._withUnsafeGuaranteedRef { $0.youngerSibling = link }
            youngestChild = link
        }
    }

    /// Runs `body` as one operation of the hierarchy: under its lock once it is synchronized.
    @inlinable @inline(__always)
    func exclusive<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        guard resolution.synchronized.load() != 0 else { return try body() }
        return try resolution.locked(body)
    }

    /// The live containers made under this one, oldest first: a session's or a flow's.
    public var children: [Container] {
        exclusive {
            var live: [Container] = []
            var child = youngestChild
            while let current = child?.takeUnretainedValue() {
                live.append(current)
                child = current.olderSibling
            }
            return live.reversed()
        }
    }

    /// The registrations made in this container (not its parents), sorted by type and name.
    public var registrations: [RegistrationDescription] {
        exclusive { registry.all }
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
        Container(parent: self, defaultKind: defaultKind, customScope: defaultCustomScope, behaviors: [])
    }

    /// Registers a factory for `serviceType`; a later registration with the same type, name
    /// and arguments replaces it.
    // Inlinable down to the entry's state, here and in `add`: specialized where it is called,
    // a registration finds its generic types' metadata in a static cache instead of the
    // runtime's table (the scoped override row).
    @inlinable @discardableResult
    public func register<Service>(
        _ serviceType: Service.Type, name: String? = nil, factory: @escaping (Resolver) throws -> Service
    ) -> ServiceEntry<Service> {
        add(serviceType, name: name, factory: Factory<Service, Void>.plain(factory))
    }

    /// Registers a factory that takes one argument at resolution.
    @inlinable @discardableResult
    public func register<Service, Arg1>(
        _ serviceType: Service.Type, name: String? = nil, factory: @escaping (Resolver, Arg1) throws -> Service
    ) -> ServiceEntry<Service> {
        add(serviceType, name: name, factory: .withArguments(factory))
    }

    /// Registers a factory taking `Arguments` (a tuple for several) at resolution.
    @inlinable
    func add<Service, Arguments>(
        _ serviceType: Service.Type, name: String?, factory: Factory<Service, Arguments>
    ) -> ServiceEntry<Service> {
        let entry = FactoryEntry<Service, Arguments, Service?>(
            name: name, kind: defaultKind, customScope: defaultCustomScope, container: self, factory: factory)
        insert(entry)
        if !exclusive({ behaviors.isEmpty }) { announce(serviceType, name: name, entry: entry) }
        return entry
    }

    /// Registers `type` (under `name`) as another way to resolve `entry`, which keeps its
    /// scope: a `.container` entry hands out one instance under every type it implements.
    public func forward<T, Service>(_ type: T.Type, name: String? = nil, to entry: ServiceEntry<Service>) {
        guard let forward = entry.forward() else { return }
        let key = ServiceKey(type, entry.key.arguments, name: name)
        let released = exclusive { letGo(registry.insert(forward, as: key)) }
        withExtendedLifetime(released) {}
        announce(type, name: name, entry: entry)
    }

    /// Adds a behavior told about every later registration (Swinject's `addBehavior`).
    public func addBehavior(_ behavior: Behavior) {
        exclusive { behaviors.append(behavior) }
    }

    /// Tells the behaviors about a registration, outside the lock: they may register too.
    @usableFromInline
    func announce<Type, Service>(_ type: Type.Type, name: String?, entry: ServiceEntry<Service>) {
        for behavior in exclusive({ behaviors }) {
            behavior.container(self, didRegisterType: type, toService: entry, withName: name)
        }
    }

    @usableFromInline
    func insert(_ entry: AnyServiceEntry) {
        let released = exclusive { letGo(registry.insert(entry)) }
        withExtendedLifetime(released) {}
    }

    /// Lets go of the entry a key resolved before it was registered again, unless another key
    /// still resolves it, and returns its instances for the caller to drop outside the lock
    /// (freeing one may run a deinit); in the hierarchy's exclusive access.
    private func letGo(_ replaced: AnyServiceEntry?) -> [Any]? {
        guard let replaced else { return nil }
        if !registry.lists(replaced) { replaced.orphan(from: self) }
        return replaced.takeInstances()
    }

    /// Whether `serviceType` is registered here or in a parent.
    public func hasRegistration<Service>(for serviceType: Service.Type, name: String? = nil) -> Bool {
        let key = ServiceKey(Service.self, Void.self, name: name)
        return exclusive { registers(key) }
    }

    /// Whether this container or a parent has a registration for exactly `key`; the caller
    /// holds the hierarchy's exclusive access.
    func registers(_ key: ServiceKey) -> Bool {
        lineage.contains { $0.registry.find(key) != nil || $0.registry.forward(key) != nil }
    }

    /// Whether `serviceType` is registered under `name` for any arguments, here or in a
    /// parent (Swinject's `hasAnyRegistration`).
    public func hasAnyRegistration<Service>(of serviceType: Service.Type, name: String? = nil) -> Bool {
        exclusive {
            lineage.contains { container in
                container.registry.all.contains { $0.key.service == serviceType && $0.key.name == name }
            }
        }
    }

    /// This container, then its parents, nearest first.
    var lineage: some Sequence<Container> {
        sequence(first: self, next: \.parent)
    }

    /// Forgets every registration of this container and releases the instances it kept.
    public func removeAll() {
        let released = exclusive { () -> [Any] in
            defer { registry = Registry() }
            registry.orphanEntries(from: self)
            return registry.all.flatMap { $0.entry.takeInstances() }
        }
        withExtendedLifetime(released) {}
    }

    /// Lets go of every instance kept in `objectScope`, here and in the parents (as Swinject
    /// does): the next resolve builds a new one. For a custom scope, this ends its lifetime,
    /// such as a user session at logout.
    public func resetObjectScope(_ objectScope: ObjectScope) {
        let released = exclusive {
            lineage.flatMap { $0.registry.all.flatMap { $0.entry.takeInstances(in: objectScope) } }
        }
        withExtendedLifetime(released) {}
    }

    /// Lets go of the instances of `serviceType` kept in `objectScope`, here and in the
    /// parents, leaving other services' instances alone: the next resolve of that service
    /// builds a new one (Swinject's `resetObjectScope(_:serviceType:)`).
    public func resetObjectScope(_ objectScope: ObjectScope, serviceType: Any.Type) {
        let released = exclusive {
            lineage.flatMap { container in
                container.registry.all.filter { $0.key.service == serviceType }
                    .flatMap { $0.entry.takeInstances(in: objectScope) }
            }
        }
        withExtendedLifetime(released) {}
    }

    /// The keys registered for `service`, here and in parents, for error messages.
    func registeredKeys(for service: Any.Type) -> [ServiceKey] {
        lineage.flatMap { $0.registry.all.map(\.key).filter { $0.service == service } }
    }
}

/// A child container's parent, held strongly (see `Container.parentLink`).
@usableFromInline
struct ParentLink {
    @usableFromInline let container: Container

    @usableFromInline
    init(_ container: Container) { self.container = container }
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
