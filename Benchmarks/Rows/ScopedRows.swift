import Benchmark
import Core
import Dependencies

/// The scoped-override row: what a flow pays to give itself (and what it builds) its own
/// implementation of one app-wide service, then read it, written the way each library's
/// users write it.
public func scopedRows() -> [Row] {
    [scopedOverride()]
}

/// Core: the app's container registers the service by protocol; a flow makes a child
/// container (`Container(parent:)`), registers its override there (`.container` scope, so the
/// flow's builders share one instance) and resolves it. swift-dependencies: a `DependencyKey`
/// with a live value, overridden with `withDependencies` and read with `@Dependency` inside
/// the operation. Both make one `FixedClock` per operation.
private func scopedOverride() -> Row {
    let app = Container()
    app.register(ClockService.self) { _ in SystemClock() }
    return Row(
        "DI_scoped_override_child_container_register_resolve", peer: "swift-dependencies", floor: 2.5,
        core: {
            let flow = Container(parent: app)
            flow.register(ClockService.self) { _ in FixedClock() }.inObjectScope(.container)
            blackHole(flow.resolve(ClockService.self))
        },
        peerWork: {
            withDependencies {
                $0.clockService = FixedClock()
            } operation: {
                @Dependency(\.clockService) var clock
                blackHole(clock)
            }
        },
        hand: { blackHole(opaque(FixedClock()) as ClockService) }
    )
}

/// An app-wide service behind a protocol, and the implementation a flow overrides it with.
protocol ClockService: AnyObject, Sendable {
    var now: Int { get }
}

final class SystemClock: ClockService {
    var now: Int { 1 }
}

final class FixedClock: ClockService {
    var now: Int { 0 }
}

private enum ClockServiceKey: DependencyKey {
    static let liveValue: any ClockService = SystemClock()
}

extension DependencyValues {
    /// The clock service, as swift-dependencies' users declare a dependency.
    var clockService: any ClockService {
        get { self[ClockServiceKey.self] }
        set { self[ClockServiceKey.self] = newValue }
    }
}
