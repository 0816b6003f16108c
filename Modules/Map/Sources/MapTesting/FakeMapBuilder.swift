import CoreTesting
import MapInterface

/// Map as other tests see it, without building Map: records the input of every flow it is
/// asked for and runs a scripted flow the test ends (`lastCoordinator?.finish()`), or one that
/// fails as it starts (`failures`).
public final class FakeMapBuilder: ScriptedModuleBuilder<MapInput>, MapBuildable {}
