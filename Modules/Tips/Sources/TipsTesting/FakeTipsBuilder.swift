import CoreTesting
import TipsInterface

/// Tips as other features' tests see it, without building Tips: records the input of every
/// flow it is asked for and runs a scripted flow the test ends (`lastCoordinator?.finish()`),
/// or one that fails as it starts (`failures`).
public final class FakeTipsBuilder: ScriptedModuleBuilder<TipsInput>, TipsBuildable {}

extension TipsInput {
    /// The tips of one venue, for tests.
    public static let fixture = TipsInput(venueID: "v1", venueName: "Canal Roasters")
}
