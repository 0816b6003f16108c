import Core
import SavedInterface
import Shared

/// What the parent must provide to build Saved, with the builders its route needs.
@MainActor
public protocol SavedDependency: SavedRoute.Builders {
    /// The saved venues: listed, and changed by "unsave".
    var savedVenues: SavedVenueList { get }
    /// The time, for "saved 3 days ago".
    var clock: WallClock { get }
}

/// Makes Saved's objects from what the parent provides, one provider per module built.
final class SavedDependencyProvider: DependencyProvider<SavedDependency> {
    var viewModel: SavedViewModel { SavedViewModel(savedVenues: dependency.savedVenues) }
    var formatter: SavedFormatter { SavedFormatter(clock: dependency.clock, strings: SavedStrings.english) }
}

/// Assembles Saved from its provider's objects: the screen, then the coordinator.
public final class SavedBuilder: Builder<SavedDependency>, SavedBuildable {
    /// A Saved module that pushes itself onto `navigation`.
    public func buildModule(with navigation: NavigationControllable) -> Module<Void> {
        let provider = SavedDependencyProvider(dependency: dependency)
        let screen = SavedViewController(viewModel: provider.viewModel, formatter: provider.formatter)
        return Module(coordinator: SavedCoordinator(navigation: navigation, screen: screen, provider: provider))
    }
}
