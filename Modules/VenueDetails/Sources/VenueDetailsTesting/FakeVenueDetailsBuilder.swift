import CoreTesting
import TerminalApp
import VenueDetailsInterface

/// VenueDetails as other features' tests see it, without building VenueDetails: records the
/// input of every flow it is asked for and runs a scripted flow the test ends
/// (`lastCoordinator?.finish()`), or one that fails as it starts (`failures`).
public final class FakeVenueDetailsBuilder: ScriptedModuleBuilder<VenueDetailsInput>, VenueDetailsBuildable {}

/// VenueDetails as another feature's example shows it, without building VenueDetails: a
/// pushed screen naming the venue that would open; back pops it.
public final class StandInVenueDetailsBuilder: StandInModuleBuilder<VenueDetailsInput>, VenueDetailsBuildable {
    /// A stand-in that records each venue it is opened for.
    public init() {
        super.init(for: .venueDetails, presentation: .push) { input in
            ("the details of \(input.venueName) (\(input.venueID))", input.address)
        }
    }
}

extension VenueDetailsOpening {
    /// The stand-in, for another feature's example or test that does not check what it opens:
    /// one that does passes a fake of its own.
    public var venueDetailsBuilder: VenueDetailsBuildable { StandInVenueDetailsBuilder() }
}
