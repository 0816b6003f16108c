import Core
import Shared
import TipsInterface

/// What the parent must provide to build Tips.
@MainActor
public protocol TipsDependency {
    /// Where tips come from.
    var venueRepository: VenueRepository { get }
    /// The time, for "3 days ago".
    var clock: WallClock { get }
}

/// Derives Tips' own objects from what the parent provides, one provider per module built;
/// each is read once, so none is kept (`shared` is for an object several screens share).
final class TipsDependencyProvider: DependencyProvider<TipsDependency> {
    var formatter: TipsFormatter { TipsFormatter(clock: dependency.clock, strings: TipsStrings.english) }
}

/// Builds Tips with plain initializers: the view model, the screen and the coordinator.
public final class TipsBuilder: Builder<TipsDependency>, TipsBuildable {
    /// A Tips module that presents itself over `navigation`.
    public func buildModule(with navigation: NavigationControllable, input: TipsInput) -> Module<Void> {
        let provider = TipsDependencyProvider(dependency: dependency)
        let viewModel = TipsViewModel(input: input, repository: dependency.venueRepository)
        let screen = TipsViewController(viewModel: viewModel, formatter: provider.formatter)
        return Module(coordinator: TipsCoordinator(navigation: navigation, screen: screen))
    }
}
