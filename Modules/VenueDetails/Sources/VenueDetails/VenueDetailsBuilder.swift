import Core
import Shared
import TipsInterface
import VenueDetailsInterface

/// What the parent must provide to build VenueDetails.
@MainActor
public protocol VenueDetailsDependency {
    /// Where venues come from.
    var venueRepository: VenueRepository { get }
    /// The time, for tip dates.
    var clock: WallClock { get }
    /// The saved venues: observed for the ♥, changed by "save".
    var savedVenues: SavedVenueList { get }
    /// Builds the Tips module that "all tips" opens; the app passes the implementation.
    var tipsBuilder: TipsBuildable { get }
}

/// Derives VenueDetails' own objects from what the parent provides, one provider per module built;
/// each is read once, so none is kept (`shared` is for an object several screens share).
final class VenueDetailsDependencyProvider: DependencyProvider<VenueDetailsDependency> {
    var mapURLHandler: MapURLHandling { MapURLHandler() }
    var formatter: VenueDetailsFormatter {
        VenueDetailsFormatter(clock: dependency.clock, strings: VenueDetailsStrings.english)
    }
}

/// Builds VenueDetails with plain initializers: the view model, the screen and the coordinator.
public final class VenueDetailsBuilder: Builder<VenueDetailsDependency>, VenueDetailsBuildable {
    /// A VenueDetails module that pushes itself onto `navigation`.
    public func buildModule(with navigation: NavigationControllable, input: VenueDetailsInput) -> Module<Void> {
        let provider = VenueDetailsDependencyProvider(dependency: dependency)
        let viewModel = VenueDetailsViewModel(
            input: input, repository: dependency.venueRepository, savedVenues: dependency.savedVenues,
            clock: dependency.clock, mapURLHandler: provider.mapURLHandler
        )
        let screen = VenueDetailsViewController(viewModel: viewModel, formatter: provider.formatter)
        return Module(
            coordinator: VenueDetailsCoordinator(
                navigation: navigation, screen: screen, tipsBuilder: dependency.tipsBuilder))
    }
}
