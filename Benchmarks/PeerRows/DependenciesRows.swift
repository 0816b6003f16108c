import Dependencies
import Rows

/// swift-dependencies' side of the scoped override: a `DependencyKey` with a live value,
/// overridden with `withDependencies` and read with `@Dependency` inside the operation,
/// synchronously, off the main actor. One `FixedClock` per operation, as Core's side.
func dependenciesRows() -> [PeerRow] {
    [
        PeerRow("DI_scoped_override_child_container_register_resolve", peer: "swift-dependencies") {
            withDependencies {
                $0.clockService = FixedClock()
            } operation: {
                @Dependency(\.clockService) var clock
                blackHole(clock)
            }
        }
    ]
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
