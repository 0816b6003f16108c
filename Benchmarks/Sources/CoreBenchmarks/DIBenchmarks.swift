import Core
import Swinject

final class Leaf {}
final class Middle { let leaf: Leaf; init(leaf: Leaf) { self.leaf = leaf } }
final class Root { let middle: Middle; init(middle: Middle) { self.middle = middle } }
final class Singleton {}
final class Unregistered {}

/// The DI rows: a transient three-object graph, a container singleton, a missing type.
func diRows(_ schedule: Schedule) -> [Row] {
    let core = Core.Container()
    core.register(Leaf.self) { _ in Leaf() }.inObjectScope(.transient)
    core.register(Middle.self) { r in Middle(leaf: try r.require(Leaf.self)) }.inObjectScope(.transient)
    core.register(Root.self) { r in Root(middle: try r.require(Middle.self)) }.inObjectScope(.transient)
    core.register(Singleton.self) { _ in Singleton() }.inObjectScope(.container)

    // Swinject 2.10 prints failed resolutions only when SWINJECT_LOGGING_ENABLED=1; leave it unset.
    let swinject = Swinject.Container()
    swinject.register(Leaf.self) { _ in Leaf() }.inObjectScope(.transient)
    swinject.register(Middle.self) { r in Middle(leaf: r.resolve(Leaf.self) ?? Leaf()) }.inObjectScope(.transient)
    swinject.register(Root.self) { r in Root(middle: r.resolve(Middle.self) ?? Middle(leaf: Leaf())) }.inObjectScope(.transient)
    swinject.register(Singleton.self) { _ in Singleton() }.inObjectScope(.container)

    // By hand: a registry of factories keyed by type, as an app without a container would write.
    let singleton = Singleton()
    var factories: [ObjectIdentifier: () -> Any] = [:]
    factories[ObjectIdentifier(Singleton.self)] = { singleton }

    return [
        Row(
            work: "DI: resolve transient 3-object graph", peer: "Swinject",
            timings: compare(
                schedule,
                core: { blackHole(core.resolve(Root.self)) },
                peer: { blackHole(swinject.resolve(Root.self)) },
                hand: { blackHole(Root(middle: Middle(leaf: Leaf()))) }
            ),
            target: 20
        ),
        Row(
            work: "DI: resolve container-scoped singleton", peer: "Swinject",
            timings: compare(
                schedule,
                core: { blackHole(core.resolve(Singleton.self)) },
                peer: { blackHole(swinject.resolve(Singleton.self)) },
                hand: { blackHole(factories[ObjectIdentifier(Singleton.self)]?() as? Singleton) }
            ),
            target: 20
        ),
        Row(
            work: "DI: resolve unregistered type", peer: "Swinject",
            timings: compare(
                schedule,
                core: { blackHole(core.resolve(Unregistered.self)) },
                peer: { blackHole(swinject.resolve(Unregistered.self)) },
                hand: { blackHole(factories[ObjectIdentifier(Unregistered.self)]?() as? Unregistered) }
            ),
            target: 20
        ),
    ]
}
