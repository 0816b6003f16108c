import Core

/// The DI rows, registered as Swinject's users register them (PeerRows has Swinject's side).
public func diRows() -> [Row] {
    [usersWay(), transient(), singleton(), unregistered()]
}

/// The validation rows: not gated (a validation's allocations are its report's, whatever a
/// change does to them), so they are the `Validation` suite's, not in `suites()`.
public func validationRows() -> [Row] {
    validationSizes.map(validation)
}

/// The app sizes the validation rows measure: registrations in the container.
public let validationSizes = [10, 100, 1000]

/// The names of the `Middle` registrations of an app of `size` registrations (the leaf is the
/// last one).
public func validationNames(_ size: Int) -> [String] {
    (1..<size).map { "feature\($0)" }
}

/// `validate()` on an app's container of `size` registrations: one app-wide `LeafService`
/// singleton and `size - 1` named services that each need it, as features' services need the
/// app's repository. By hand: each factory called once, as the validation runs each once.
private func validation(_ size: Int) -> Row {
    let core = Container()
    core.register(LeafService.self) { _ in Leaf() }.inObjectScope(.container)
    for name in validationNames(size) {
        core.register(MiddleService.self, name: name) { r in Middle(leaf: try r.require(LeafService.self)) }
    }
    let makeLeaf: () -> LeafService = { Leaf() }
    let factories = validationNames(size).map { _ in { (leaf: LeafService) -> MiddleService in Middle(leaf: leaf) } }
    return Row(
        "DI_validate_\(size)_registrations", floor: nil,
        core: { blackHole(try? core.validate()) },
        hand: {
            let leaf = opaque(makeLeaf())
            for factory in factories { blackHole(factory(leaf)) }
        }
    )
}

/// Swinject's README style: protocol keys, the default (graph) scope, factories that call
/// `r.resolve(...)!`; resolve the root of a three-object graph.
private func usersWay() -> Row {
    let core = Container()
    core.register(LeafService.self) { _ in Leaf() }
    core.register(MiddleService.self) { r in Middle(leaf: r.resolve(LeafService.self)!) }
    core.register(RootService.self) { r in Root(middle: r.resolve(MiddleService.self)!) }
    return Row(
        "DI_graph_protocol_keys_default_scope", floor: 30,
        core: { blackHole(core.resolve(RootService.self)) },
        hand: { blackHole(Root(middle: Middle(leaf: opaque(Leaf())))) }
    )
}

/// Concrete keys in the transient scope; Core's factories use its typed `require`.
private func transient() -> Row {
    let core = Container()
    core.register(Leaf.self) { _ in Leaf() }.inObjectScope(.transient)
    core.register(Middle.self) { r in Middle(leaf: try r.require(Leaf.self)) }.inObjectScope(.transient)
    core.register(Root.self) { r in Root(middle: try r.require(Middle.self)) }.inObjectScope(.transient)
    return Row(
        "DI_graph_concrete_keys_transient_scope", floor: nil,
        core: { blackHole(core.resolve(Root.self)) },
        hand: { blackHole(Root(middle: Middle(leaf: opaque(Leaf())))) }
    )
}

/// A `.container`-scoped class, resolved again and again.
private func singleton() -> Row {
    let core = Container()
    core.register(Singleton.self) { _ in Singleton() }.inObjectScope(.container)
    // By hand: a registry of factories keyed by type, as an app without a container would write.
    let instance = Singleton()
    let factories: [ObjectIdentifier: () -> Any] = [ObjectIdentifier(Singleton.self): { instance }]
    return Row(
        "DI_container-scoped_singleton", floor: nil,
        core: { blackHole(core.resolve(Singleton.self)) },
        hand: { blackHole(factories[ObjectIdentifier(Singleton.self)]?() as? Singleton) }
    )
}

/// An optional `resolve` of a type nobody registered.
private func unregistered() -> Row {
    let core = Container()
    core.register(Singleton.self) { _ in Singleton() }
    let factories: [ObjectIdentifier: () -> Any] = [ObjectIdentifier(Singleton.self): { Singleton() }]
    return Row(
        "DI_unregistered_type_optional_resolve", floor: nil,
        core: { blackHole(core.resolve(Unregistered.self)) },
        hand: { blackHole(factories[ObjectIdentifier(Unregistered.self)]?() as? Unregistered) }
    )
}
