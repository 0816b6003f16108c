import Core
import Shared
import VenueDetailsInterface

/// What the parent must provide to build VenueDetails, with the builders its route needs.
@MainActor
public protocol VenueDetailsDependency: VenueDetailsRoute.Builders {
    /// Where venues come from.
    var venueRepository: VenueRepository { get }
    /// The time, for tip dates.
    var clock: WallClock { get }
    /// The saved venues: observed for the ♥, changed by "save".
    var savedVenues: SavedVenueList { get }
}

/// Makes VenueDetails' objects from what the parent provides, one provider per module built.
final class VenueDetailsDependencyProvider: DependencyProvider<VenueDetailsDependency> {
    func viewModel(for input: VenueDetailsInput) -> VenueDetailsViewModel {
        VenueDetailsViewModel(
            input: input, repository: dependency.venueRepository, savedVenues: dependency.savedVenues,
            clock: dependency.clock, mapAppLinks: MapAppLinks())
    }

    var formatter: VenueDetailsFormatter {
        VenueDetailsFormatter(clock: dependency.clock, strings: VenueDetailsStrings.english)
    }
}

/// Assembles VenueDetails from its provider's objects: the screen, then the coordinator.
public final class VenueDetailsBuilder: Builder<VenueDetailsDependency>, VenueDetailsBuildable {
    /// A VenueDetails module that pushes itself onto `navigation`.
    public func buildModule(with navigation: NavigationControllable, input: VenueDetailsInput) -> Module<Void> {
        let provider = VenueDetailsDependencyProvider(dependency: dependency)
        let screen = VenueDetailsViewController(
            viewModel: provider.viewModel(for: input), formatter: provider.formatter)
        return Module(coordinator: VenueDetailsCoordinator(navigation: navigation, screen: screen, provider: provider))
    }
}
