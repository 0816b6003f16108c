import Core
import SavedInterface
import Shared
import VenueDetailsInterface

/// What the parent must provide to build Saved.
@MainActor
public protocol SavedDependency {
    /// The saved venues: listed, and changed by "unsave".
    var savedVenues: SavedVenueList { get }
    /// The time, for "saved 3 days ago".
    var clock: WallClock { get }
    /// Builds VenueDetails when a saved venue is opened; the app passes the implementation.
    var venueDetailsBuilder: VenueDetailsBuildable { get }
}

/// Derives Saved's own objects from what the parent provides, one provider per module built;
/// each is read once, so none is kept (`shared` is for an object several screens share).
final class SavedDependencyProvider: DependencyProvider<SavedDependency> {
    var formatter: SavedFormatter { SavedFormatter(clock: dependency.clock, strings: SavedStrings.english) }
}

/// Builds Saved with plain initializers: the view model, the screen and the coordinator.
public final class SavedBuilder: Builder<SavedDependency>, SavedBuildable {
    /// A Saved module that pushes itself onto `navigation`.
    public func buildModule(with navigation: NavigationControllable) -> Module<Void> {
        let provider = SavedDependencyProvider(dependency: dependency)
        let viewModel = SavedViewModel(savedVenues: dependency.savedVenues)
        let screen = SavedViewController(viewModel: viewModel, formatter: provider.formatter)
        return Module(
            coordinator: SavedCoordinator(
                navigation: navigation, screen: screen, venueDetailsBuilder: dependency.venueDetailsBuilder))
    }
}
