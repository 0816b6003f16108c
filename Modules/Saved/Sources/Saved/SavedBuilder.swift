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

/// Makes Saved's objects from what the parent provides, one provider per module built, and
/// hands on the builder of the module Saved opens.
final class SavedDependencyProvider: DependencyProvider<SavedDependency> {
    var viewModel: SavedViewModel { SavedViewModel(savedVenues: dependency.savedVenues) }
    var formatter: SavedFormatter { SavedFormatter(clock: dependency.clock, strings: SavedStrings.english) }
    var venueDetailsBuilder: VenueDetailsBuildable { dependency.venueDetailsBuilder }
}

/// Assembles Saved from its provider's objects: the screen, then the coordinator.
public final class SavedBuilder: Builder<SavedDependency>, SavedBuildable {
    /// A Saved module that pushes itself onto `navigation`.
    public func buildModule(with navigation: NavigationControllable) -> Module<Void> {
        let provider = SavedDependencyProvider(dependency: dependency)
        let screen = SavedViewController(viewModel: provider.viewModel, formatter: provider.formatter)
        return Module(
            coordinator: SavedCoordinator(
                navigation: navigation, screen: screen, venueDetailsBuilder: provider.venueDetailsBuilder,
                provider: provider))
    }
}

extension SavedBuilder {
    /// What the app offers of Saved: its manifest, with the screens added to it (their
    /// `screen NAME` command, and `screen/NAME` checked against their names).
    public static let manifest = SavedCoordinator.screens.offered(in: .saved)
}
