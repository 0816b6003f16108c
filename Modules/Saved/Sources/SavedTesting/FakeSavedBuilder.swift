import Core
import CoreTesting
import SavedInterface
import Shared
import TerminalApp

/// Saved as other features' tests see it, without building Saved: records each flow it
/// is asked for and runs a scripted one the test ends (`lastCoordinator?.finish()`), or one
/// that fails as it starts (`failures`).
public final class FakeSavedBuilder: ScriptedModuleBuilder<Void>, SavedBuildable {}

/// Saved as another feature's example shows it, without building Saved: a pushed screen
/// saying the saved list would open; back pops it.
public final class StandInSavedBuilder: StandInModuleBuilder<Void>, SavedBuildable {
    /// A stand-in that records each time it is opened.
    public init() {
        super.init(for: .saved, presentation: .push) { _ in ("the saved venues", FeatureEntry.savedAddress) }
    }
}
