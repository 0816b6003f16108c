import CoreTesting
import MapInterface
import TerminalApp

/// Map as other tests see it, without building Map: records the input of every flow it is
/// asked for and runs a scripted flow the test ends (`lastCoordinator?.finish()`), or one that
/// fails as it starts (`failures`).
public final class FakeMapBuilder: ScriptedModuleBuilder<MapInput>, MapBuildable {}

/// Map as another feature's example shows it, without building Map: a pushed screen naming
/// the city whose list would open; back pops it.
public final class StandInMapBuilder: StandInModuleBuilder<MapInput>, MapBuildable {
    /// A stand-in that records each city it is opened for.
    public init() {
        super.init(for: .map, presentation: .push) { input in
            ("the venues near \(input.city)", MapInput.address(city: input.city, search: "", category: nil))
        }
    }
}
