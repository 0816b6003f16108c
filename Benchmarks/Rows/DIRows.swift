import Benchmark
import Core
import Swinject

/// The DI rows, each registered the same way in Core and in Swinject 2.10.
public func diRows() -> [Row] {
    [usersWay(), transient(), singleton(), unregistered()]
}

/// Swinject's README style: protocol keys, the default (graph) scope, factories that call
/// `r.resolve(...)!`; resolve the root of a three-object graph.
private func usersWay() -> Row {
    let core = Core.Container()
    core.register(LeafService.self) { _ in Leaf() }
    core.register(MiddleService.self) { r in Middle(leaf: r.resolve(LeafService.self)!) }
    core.register(RootService.self) { r in Root(middle: r.resolve(MiddleService.self)!) }

    let swinject = Swinject.Container()
    swinject.register(LeafService.self) { _ in Leaf() }
    swinject.register(MiddleService.self) { r in Middle(leaf: r.resolve(LeafService.self)!) }
    swinject.register(RootService.self) { r in Root(middle: r.resolve(MiddleService.self)!) }

    return Row(
        "DI_graph_protocol_keys_default_scope", peer: "Swinject", floor: 30,
        core: { blackHole(core.resolve(RootService.self)) },
        peerWork: { blackHole(swinject.resolve(RootService.self)) },
        hand: { blackHole(Root(middle: Middle(leaf: opaque(Leaf())))) }
    )
}

/// Concrete keys in the transient scope; Core's factories use its typed `require`.
private func transient() -> Row {
    let core = Core.Container()
    core.register(Leaf.self) { _ in Leaf() }.inObjectScope(.transient)
    core.register(Middle.self) { r in Middle(leaf: try r.require(Leaf.self)) }.inObjectScope(.transient)
    core.register(Root.self) { r in Root(middle: try r.require(Middle.self)) }.inObjectScope(.transient)

    // Swinject 2.10 prints failed resolutions only when SWINJECT_LOGGING_ENABLED=1; leave it unset.
    let swinject = Swinject.Container()
    swinject.register(Leaf.self) { _ in Leaf() }.inObjectScope(.transient)
    swinject.register(Middle.self) { r in Middle(leaf: r.resolve(Leaf.self)!) }.inObjectScope(.transient)
    swinject.register(Root.self) { r in Root(middle: r.resolve(Middle.self)!) }.inObjectScope(.transient)

    return Row(
        "DI_graph_concrete_keys_transient_scope", peer: "Swinject", floor: nil,
        core: { blackHole(core.resolve(Root.self)) },
        peerWork: { blackHole(swinject.resolve(Root.self)) },
        hand: { blackHole(Root(middle: Middle(leaf: opaque(Leaf())))) }
    )
}

/// A `.container`-scoped class, resolved again and again.
private func singleton() -> Row {
    let core = Core.Container()
    core.register(Singleton.self) { _ in Singleton() }.inObjectScope(.container)
    let swinject = Swinject.Container()
    swinject.register(Singleton.self) { _ in Singleton() }.inObjectScope(.container)
    // By hand: a registry of factories keyed by type, as an app without a container would write.
    let instance = Singleton()
    let factories: [ObjectIdentifier: () -> Any] = [ObjectIdentifier(Singleton.self): { instance }]

    return Row(
        "DI_container-scoped_singleton", peer: "Swinject", floor: nil,
        core: { blackHole(core.resolve(Singleton.self)) },
        peerWork: { blackHole(swinject.resolve(Singleton.self)) },
        hand: { blackHole(factories[ObjectIdentifier(Singleton.self)]?() as? Singleton) }
    )
}

/// An optional `resolve` of a type nobody registered.
private func unregistered() -> Row {
    let core = Core.Container()
    core.register(Singleton.self) { _ in Singleton() }
    let swinject = Swinject.Container()
    swinject.register(Singleton.self) { _ in Singleton() }
    let factories: [ObjectIdentifier: () -> Any] = [ObjectIdentifier(Singleton.self): { Singleton() }]

    return Row(
        "DI_unregistered_type_optional_resolve", peer: "Swinject", floor: nil,
        core: { blackHole(core.resolve(Unregistered.self)) },
        peerWork: { blackHole(swinject.resolve(Unregistered.self)) },
        hand: { blackHole(factories[ObjectIdentifier(Unregistered.self)]?() as? Unregistered) }
    )
}
