import Core
import CoreTesting
import __Name__Interface

/// __Name__ as other features' tests see it, without building __Name__: records each flow it
/// is asked for and runs a scripted one the test ends (`lastCoordinator?.finish()`), or one
/// that fails as it starts (`failures`).
public final class Fake__Name__Builder: ScriptedModuleBuilder<Void>, __Name__Buildable {
    /// A scripted flow; __Name__ takes no input, so each build records `()`.
    public func buildModule(with navigation: NavigationControllable) -> Module<Void> {
        buildModule(with: navigation, input: ())
    }
}
