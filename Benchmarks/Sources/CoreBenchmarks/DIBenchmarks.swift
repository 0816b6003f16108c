import Core
import Swinject

protocol LeafService: AnyObject {}
protocol MiddleService: AnyObject {}
protocol RootService: AnyObject {}
final class Leaf: LeafService {}
final class Middle: MiddleService {
    let leaf: LeafService
    init(leaf: LeafService) { self.leaf = leaf }
}
final class Root: RootService {
    let middle: MiddleService
    init(middle: MiddleService) { self.middle = middle }
}
final class Singleton {}
final class Unregistered {}

/// The DI rows, each registered the same way in Core and Swinject.
func diRows(_ schedule: Schedule) -> [Row] {
    [usersWayRow(schedule), transientRow(schedule), singletonRow(schedule), unregisteredRow(schedule)]
}

/// Swinject's README style: protocol keys, the default (graph) scope, factories that call
/// `r.resolve(...)!`.
private func usersWayRow(_ schedule: Schedule) -> Row {
    let core = Core.Container()
    core.register(LeafService.self) { _ in Leaf() }
    core.register(MiddleService.self) { r in Middle(leaf: r.resolve(LeafService.self)!) }
    core.register(RootService.self) { r in Root(middle: r.resolve(MiddleService.self)!) }

    let swinject = Swinject.Container()
    swinject.register(LeafService.self) { _ in Leaf() }
    swinject.register(MiddleService.self) { r in Middle(leaf: r.resolve(LeafService.self)!) }
    swinject.register(RootService.self) { r in Root(middle: r.resolve(MiddleService.self)!) }

    return Row(
        work: "DI: 3-object graph, protocol keys, default scope, `r.resolve(...)!`", peer: "Swinject",
        timings: compare(
            schedule,
            core: { blackHole(core.resolve(RootService.self)) },
            peer: { blackHole(swinject.resolve(RootService.self)) },
            hand: { blackHole(Root(middle: Middle(leaf: opaque(Leaf())))) }
        ),
        target: 20
    )
}

/// Concrete keys in the transient scope, with Core's typed `require`.
private func transientRow(_ schedule: Schedule) -> Row {
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
        work: "DI: 3-object graph, concrete keys, transient scope", peer: "Swinject",
        timings: compare(
            schedule,
            core: { blackHole(core.resolve(Root.self)) },
            peer: { blackHole(swinject.resolve(Root.self)) },
            hand: { blackHole(Root(middle: Middle(leaf: opaque(Leaf())))) }
        ),
        target: 20
    )
}

private func singletonRow(_ schedule: Schedule) -> Row {
    let core = Core.Container()
    core.register(Singleton.self) { _ in Singleton() }.inObjectScope(.container)
    let swinject = Swinject.Container()
    swinject.register(Singleton.self) { _ in Singleton() }.inObjectScope(.container)
    // By hand: a registry of factories keyed by type, as an app without a container would write.
    let singleton = Singleton()
    var factories: [ObjectIdentifier: () -> Any] = [:]
    factories[ObjectIdentifier(Singleton.self)] = { singleton }
    return Row(
        work: "DI: container-scoped singleton", peer: "Swinject",
        timings: compare(
            schedule,
            core: { blackHole(core.resolve(Singleton.self)) },
            peer: { blackHole(swinject.resolve(Singleton.self)) },
            hand: { blackHole(factories[ObjectIdentifier(Singleton.self)]?() as? Singleton) }
        ),
        target: 20
    )
}

private func unregisteredRow(_ schedule: Schedule) -> Row {
    let core = Core.Container()
    core.register(Singleton.self) { _ in Singleton() }
    let swinject = Swinject.Container()
    swinject.register(Singleton.self) { _ in Singleton() }
    let factories: [ObjectIdentifier: () -> Any] = [ObjectIdentifier(Singleton.self): { Singleton() }]
    return Row(
        work: "DI: unregistered type (optional resolve)", peer: "Swinject",
        timings: compare(
            schedule,
            core: { blackHole(core.resolve(Unregistered.self)) },
            peer: { blackHole(swinject.resolve(Unregistered.self)) },
            hand: { blackHole(factories[ObjectIdentifier(Unregistered.self)]?() as? Unregistered) }
        ),
        target: 20
    )
}
