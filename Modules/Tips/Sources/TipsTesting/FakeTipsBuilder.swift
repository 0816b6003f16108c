import CoreTesting
import TerminalApp
import TipsInterface

/// Tips as other features' tests see it, without building Tips: records the input of every
/// flow it is asked for and runs a scripted flow the test ends (`lastCoordinator?.finish()`),
/// or one that fails as it starts (`failures`).
public final class FakeTipsBuilder: ScriptedModuleBuilder<TipsInput>, TipsBuildable {}

extension TipsInput {
    /// The tips of one venue, for tests.
    public static let fixture = TipsInput(venueID: "v1", venueName: "Canal Roasters")
}

/// Tips as another feature's example shows it, without building Tips: a modal screen naming
/// the venue whose tips would open; back closes it.
public final class StandInTipsBuilder: StandInModuleBuilder<TipsInput>, TipsBuildable {
    /// A stand-in that records each venue it is opened for.
    public init() {
        super.init(for: .tips, presentation: .present) { input in
            ("the tips of \(input.venueName) (\(input.venueID))", TipsInput.address(order: .newest))
        }
    }
}

extension TipsOpening {
    /// The stand-in, for another feature's example or test that does not check what it opens:
    /// one that does passes a fake of its own.
    public var tipsBuilder: TipsBuildable { StandInTipsBuilder() }
}
