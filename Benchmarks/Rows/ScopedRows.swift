import Core

/// The scoped-override row: what a flow pays to give itself (and what it builds) its own
/// implementation of one app-wide service, then read it (PeerRows has swift-dependencies').
public func scopedRows() -> [Row] {
    [scopedOverride()]
}

/// The app's container registers the service by protocol; a flow makes a child container
/// (`Container(parent:)`), registers its override there (`.container` scope, so the flow's
/// builders share one instance) and resolves it. One `FixedClock` per operation.
private func scopedOverride() -> Row {
    let app = Container()
    app.register(ClockService.self) { _ in SystemClock() }
    return Row(
        "DI_scoped_override_child_container_register_resolve", floor: 2.5,
        core: {
            let flow = Container(parent: app)
            flow.register(ClockService.self) { _ in FixedClock() }.inObjectScope(.container)
            blackHole(flow.resolve(ClockService.self))
        },
        hand: { blackHole(opaque(FixedClock()) as ClockService) }
    )
}

/// An app-wide service behind a protocol, and the implementation a flow overrides it with.
public protocol ClockService: AnyObject, Sendable {
    var now: Int { get }
}

/// The app-wide implementation.
public final class SystemClock: ClockService {
    public var now: Int { 1 }
    public init() {}
}

/// A flow's override.
public final class FixedClock: ClockService {
    public var now: Int { 0 }
    public init() {}
}
