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
    // the uniqueness of each parent, where one release does.
    @usableFromInline let parentLink: ParentLink?
    /// The scope of registrations that do not choose one.
    public var defaultObjectScope: ObjectScope { .of(defaultKind, custom: defaultCustomScope) }
    @usableFromInline let defaultKind: ObjectScope.Kind
    @usableFromInline let defaultCustomScope: ObjectScope?

    // Exclusivity unchecked: every access is in the hierarchy's exclusive access (one
    // isolation domain, or the holder of the synchronized hierarchy's lock), and none stays
    // open across a factory call. Core.docc's unsafe inventory names the test that guards it.
    @exclusivity(unchecked) @usableFromInline var registry = Registry()
    /// Shared with the parent and every child: one resolution runs per hierarchy at a time.
    @usableFromInline let resolution: ResolutionState
    /// Told about each registration; touched only in the hierarchy's exclusive access.
    @usableFromInline var behaviors: [Behavior]
    /// The keys registered again in this container, each time the later registration silently
    /// replaced the earlier: what `validate()` reports as registered twice.
    var registeredTwice: [ServiceKey] = []

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
    // a shared object, and retains and releases it.
    public convenience init(parent: consuming Container?) {
        self.init(parent: parent, defaultKind: .graph, customScope: nil, behaviors: [])
    }

    // The parent is consumed into its link, so storing it retains nothing.
    private init(
        parent: consuming Container?, defaultKind: ObjectScope.Kind, customScope: ObjectScope?, behaviors: [Behavior]
    ) {
        self.behaviors = behaviors
        self.defaultKind = defaultKind
        defaultCustomScope = customScope
        resolution = parent?.resolution ?? ResolutionState()
        parentLink = (consume parent).map(ParentLink.init)
    }

    /// The registrations made in this container (not its parents), sorted by type and name.
    public var registrations: [RegistrationDescription] {
        let listed = resolution.exclusive {
            registry.all.map { (key: $0.key, scope: $0.entry.scope.description) }
        }
        return
            listed
            .map { registration in
                let arguments =
                    registration.key.arguments == Void.self ? nil : String(describing: registration.key.arguments)
                return RegistrationDescription(
                    type: String(describing: registration.key.service), name: registration.key.name,
                    arguments: arguments, scope: registration.scope)
            }
            .sorted { ($0.type, $0.name ?? "", $0.arguments ?? "") < ($1.type, $1.name ?? "", $1.arguments ?? "") }
    }

    /// A new child of this container: registrations made in it stay there.
    public func makeChild() -> Container {
        Container(parent: self, defaultKind: defaultKind, customScope: defaultCustomScope, behaviors: [])
    }

    /// Registers a factory for `serviceType`; a later registration with the same type, name
    /// and arguments replaces it.
    ///
    /// Leave `isolation` out: it is the caller's actor, which the compiler fills in. A factory
    /// registered from main-actor code is main-actor code, which `validate()` reports in a
    /// synchronized hierarchy, where a resolve from another thread would run it there.
    // Inlinable down to the entry's state, here and in `add`: specialized where it is called,
    // a registration finds its generic types' metadata in a static cache instead of the
    // runtime's table.
    @inlinable @discardableResult
    public func register<Service>(
        _ serviceType: Service.Type, name: String? = nil, isolation: isolated (any Actor)? = #isolation,
        factory: @escaping (Resolver) throws -> Service
    ) -> ServiceEntry<Service> {
        add(
            serviceType, name: name, onMainActor: isolation === MainActor.shared,
            factory: Factory<Service, Void>.plain(factory))
    }

    /// Registers a factory that takes one argument at resolution (`isolation`: leave it out).
    @inlinable @discardableResult
    public func register<Service, Arg1>(
        _ serviceType: Service.Type, name: String? = nil, isolation: isolated (any Actor)? = #isolation,
        factory: @escaping (Resolver, Arg1) throws -> Service
    ) -> ServiceEntry<Service> {
        add(serviceType, name: name, onMainActor: isolation === MainActor.shared, factory: .withArguments(factory))
    }

    /// Registers a factory taking `Arguments` (a tuple for several) at resolution.
    @inlinable
    func add<Service, Arguments>(
        _ serviceType: Service.Type, name: String?, onMainActor: Bool, factory: Factory<Service, Arguments>
    ) -> ServiceEntry<Service> {
        let entry = ServiceEntry<Service>(
            container: self,
            entry: FactoryEntry<Service, Arguments, Service?>(
                name: name, kind: defaultKind, customScope: defaultCustomScope, factory: factory))
        if onMainActor { entry.entry.registeredOnMainActor = true }
        insert(entry.entry)
        if !resolution.exclusive({ behaviors.isEmpty }) { announce(serviceType, name: name, entry: entry) }
        return entry
    }

    /// Registers `type` (under `name`) as another way to resolve `entry`, which keeps its
    /// scope: a `.container` entry hands out one instance under every type it implements.
    ///
    /// `entry` must come from this container's hierarchy (this container, a parent or a
    /// child): its state is guarded by its own hierarchy's lock, which this one does not
    /// hold. An entry of another hierarchy is refused: `type` is then not registered, and
    /// resolving it fails with a `ResolutionError` that says why.
    public func forward<T, Service>(_ type: T.Type, name: String? = nil, to entry: ServiceEntry<Service>) {
        let key = ServiceKey(type, entry.entry.key.arguments, name: name)
        guard entry.container.resolution === resolution else {
            let released = resolution.exclusive { registry.refuse(key)?.takeInstances() }
            withExtendedLifetime(released) {}
            let reason = ResolutionError.refusedForward(key, to: "the registration of \(entry.entry.key.readable)")
            Container.loggingFunction?("Forward refused: \(reason)")
            return
        }
        guard let forward = entry.entry.forward() else { return }
        let released = resolution.exclusive { registry.insert(forward, as: key)?.takeInstances() }
        withExtendedLifetime(released) {}
        announce(type, name: name, entry: entry)
    }

    /// Runs `handler` whenever code resolves, from this container or any other of its
    /// hierarchy, a service that nothing there registers, with the error that names it and
    /// the path that needed it; the resolve then goes on as before (nil, or the error). It is
    /// how CoreTesting's `Container.failingOnUnregistered()` fails a test at the resolve that
    /// needed a fake. The handler runs in the hierarchy's exclusive access: it must not use
    /// the container.
    public func onUnregisteredResolve(_ handler: @escaping (ResolutionError) -> Void) {
        resolution.exclusive { resolution.unregistered = handler }
    }

    /// Adds a behavior told about every later registration (Swinject's `addBehavior`).
    public func addBehavior(_ behavior: Behavior) {
        resolution.exclusive { behaviors.append(behavior) }
    }

    /// Tells the behaviors about a registration, outside the lock: they may register too.
    @usableFromInline
    func announce<Type, Service>(_ type: Type.Type, name: String?, entry: ServiceEntry<Service>) {
        for behavior in resolution.exclusive({ behaviors }) {
            behavior.container(self, didRegisterType: type, toService: entry, withName: name)
        }
    }

    @usableFromInline
    func insert(_ entry: AnyServiceEntry) {
        let released = resolution.exclusive { () -> [Any]? in
            guard let replaced = registry.insert(entry) else { return nil }
            if replaced.key == entry.key { registeredTwice.append(entry.key) }
            return replaced.takeInstances()
        }
        withExtendedLifetime(released) {}
    }

    /// Whether `serviceType` is registered here or in a parent.
    public func hasRegistration<Service>(for serviceType: Service.Type, name: String? = nil) -> Bool {
        let key = ServiceKey(Service.self, Void.self, name: name)
        return resolution.exclusive { registers(key) }
    }

    /// Whether this container or a parent has a registration for exactly `key`; the caller
    /// holds the hierarchy's exclusive access.
    func registers(_ key: ServiceKey) -> Bool {
        lineage.contains { $0.registry.find(key) != nil || $0.registry.forward(key) != nil }
    }

    /// Whether `serviceType` is registered under `name` for any arguments, here or in a
    /// parent (Swinject's `hasAnyRegistration`).
    public func hasAnyRegistration<Service>(of serviceType: Service.Type, name: String? = nil) -> Bool {
        resolution.exclusive {
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
        let released = resolution.exclusive { () -> [Any] in
            defer { registry = Registry() }
            return registry.all.flatMap { $0.entry.takeInstances() }
        }
        withExtendedLifetime(released) {}
    }

    /// Lets go of every instance kept in `objectScope`, here and in the parents (as Swinject
    /// does): the next resolve builds a new one. For a custom scope, this ends its lifetime,
    /// such as a user session at logout.
    public func resetObjectScope(_ objectScope: ObjectScope) {
        let released = resolution.exclusive {
            lineage.flatMap { $0.registry.all.flatMap { $0.entry.takeInstances(in: objectScope) } }
        }
        withExtendedLifetime(released) {}
    }

    /// Lets go of the instances of `serviceType` kept in `objectScope`, here and in the
    /// parents, leaving other services' instances alone: the next resolve of that service
    /// builds a new one (Swinject's `resetObjectScope(_:serviceType:)`).
    public func resetObjectScope(_ objectScope: ObjectScope, serviceType: Any.Type) {
        let released = resolution.exclusive {
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
