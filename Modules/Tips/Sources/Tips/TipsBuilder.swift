import Core
import Shared
import TipsInterface

/// What the parent must provide to build Tips, with the builders its route needs.
@MainActor
public protocol TipsDependency: TipsRoute.Builders {
    /// Where tips come from.
    var venueRepository: VenueRepository { get }
    /// The time, for "3 days ago".
    var clock: WallClock { get }
}

/// Makes Tips' objects from what the parent provides, one provider per module built.
final class TipsDependencyProvider: DependencyProvider<TipsDependency> {
    func viewModel(for input: TipsInput) -> TipsViewModel {
        TipsViewModel(input: input, repository: dependency.venueRepository)
    }

    var formatter: TipsFormatter { TipsFormatter(clock: dependency.clock, strings: TipsStrings.english) }
}

/// Assembles Tips from its provider's objects: the screen, then the coordinator.
public final class TipsBuilder: Builder<TipsDependency>, TipsBuildable {
    /// A Tips module that presents itself over `navigation`.
    public func buildModule(with navigation: NavigationControllable, input: TipsInput) -> Module<Void> {
        let provider = TipsDependencyProvider(dependency: dependency)
        let screen = TipsViewController(viewModel: provider.viewModel(for: input), formatter: provider.formatter)
        return Module(coordinator: TipsCoordinator(navigation: navigation, screen: screen))
    }
}
