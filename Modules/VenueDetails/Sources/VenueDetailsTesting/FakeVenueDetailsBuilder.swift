import CoreTesting
import VenueDetailsInterface

/// VenueDetails as other features' tests see it, without building VenueDetails: records the
/// input of every flow it is asked for and runs a scripted flow the test ends
/// (`lastCoordinator?.finish()`), or one that fails as it starts (`failures`).
public final class FakeVenueDetailsBuilder: ScriptedModuleBuilder<VenueDetailsInput>, VenueDetailsBuildable {}
