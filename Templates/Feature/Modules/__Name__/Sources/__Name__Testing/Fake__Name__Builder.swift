import Core
import CoreTesting
import Shared
import TerminalApp
import __Name__Interface

/// __Name__ as other features' tests see it, without building __Name__: records each flow it
/// is asked for and runs a scripted one the test ends (`lastCoordinator?.finish()`), or one
/// that fails as it starts (`failures`).
public final class Fake__Name__Builder: ScriptedModuleBuilder<Void>, __Name__Buildable {}

/// __Name__ as another feature's example shows it, without building __Name__: a pushed screen
/// saying __Name__ would open; back pops it.
public final class StandIn__Name__Builder: StandInModuleBuilder<Void>, __Name__Buildable {
    /// A stand-in that records each time it is opened.
    public init() {
        super.init(for: .templateName, presentation: .push) { _ in
            ("__Name__", ScreenAddress(path: [FeatureEntry.templateName.command.name]))
        }
    }
}
