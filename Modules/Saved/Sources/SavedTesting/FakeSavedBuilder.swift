import Core
import CoreTesting
import SavedInterface

/// Saved as other features' tests see it, without building Saved: records each flow it
/// is asked for and runs a scripted one the test ends (`lastCoordinator?.finish()`), or one
/// that fails as it starts (`failures`).
public final class FakeSavedBuilder: ScriptedModuleBuilder<Void>, SavedBuildable {
    /// A scripted flow; Saved takes no input, so each build records `()`.
    public func buildModule(with navigation: NavigationControllable) -> Module<Void> {
        buildModule(with: navigation, input: ())
    }
}
