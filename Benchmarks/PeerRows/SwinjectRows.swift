import Rows
import Swinject

/// Swinject 2.10's side of the DI rows, registered as in `Rows/DIRows.swift`.
func swinjectRows() -> [PeerRow] {
    let graph = Container()
    graph.register(LeafService.self) { _ in Leaf() }
    graph.register(MiddleService.self) { r in Middle(leaf: r.resolve(LeafService.self)!) }
    graph.register(RootService.self) { r in Root(middle: r.resolve(MiddleService.self)!) }

    // Swinject 2.10 prints failed resolutions only when SWINJECT_LOGGING_ENABLED=1; leave it unset.
    let transient = Container()
    transient.register(Leaf.self) { _ in Leaf() }.inObjectScope(.transient)
    transient.register(Middle.self) { r in Middle(leaf: r.resolve(Leaf.self)!) }.inObjectScope(.transient)
    transient.register(Root.self) { r in Root(middle: r.resolve(Middle.self)!) }.inObjectScope(.transient)

    let singleton = Container()
    singleton.register(Singleton.self) { _ in Singleton() }.inObjectScope(.container)

    let miss = Container()
    miss.register(Singleton.self) { _ in Singleton() }

    // Swinject has no validation: its users resolve each registration in a loop.
    let validated = validationSizes.map { size in
        let container = Container()
        container.register(LeafService.self) { _ in Leaf() }.inObjectScope(.container)
        let names = validationNames(size)
        for name in names {
            container.register(MiddleService.self, name: name) { r in Middle(leaf: r.resolve(LeafService.self)!) }
        }
        return PeerRow("DI_validate_\(size)_registrations", peer: "Swinject") {
            blackHole(container.resolve(LeafService.self))
            for name in names { blackHole(container.resolve(MiddleService.self, name: name)) }
        }
    }

    return [
        PeerRow("DI_graph_protocol_keys_default_scope", peer: "Swinject") {
            blackHole(graph.resolve(RootService.self))
        },
        PeerRow("DI_graph_concrete_keys_transient_scope", peer: "Swinject") {
            blackHole(transient.resolve(Root.self))
        },
        PeerRow("DI_container-scoped_singleton", peer: "Swinject") { blackHole(singleton.resolve(Singleton.self)) },
        PeerRow("DI_unregistered_type_optional_resolve", peer: "Swinject") {
            blackHole(miss.resolve(Unregistered.self))
        },
    ] + validated
}
