import Core
import Shared
import TipsInterface
import VenueDetailsInterface

/// Builds VenueDetails into a container of its own and returns its coordinator.
public final class VenueDetailsModuleBuilder: Builder<VenueDetailsDependency>, VenueDetailsModuleBuildable {
    /// A VenueDetails module that pushes itself onto `navigation`.
    public func buildModule(with navigation: NavigationControllable, input: VenueDetailsInput) throws(BuildError) -> Module<Void> {
        let provider = VenueDetailsDependencyProvider(dependency: dependency)
        let scope = container.makeChild()
        scope.register(VenueDetailsUseCase.self) { _ in VenueDetailsUseCase(repository: provider.repository) }
        scope.register(VenueDetailsViewModel.self) { r in
            VenueDetailsViewModel(input: input, useCase: try r.require(VenueDetailsUseCase.self), mapURLHandler: provider.mapURLHandler)
        }
        scope.register(VenueDetailsViewController.self) { r in
            VenueDetailsViewController(viewModel: try r.require(VenueDetailsViewModel.self), formatter: provider.formatter)
        }
        scope.register(VenueDetailsCoordinator.self) { [weak navigation] r in
            VenueDetailsCoordinator(
                navigation: navigation,
                viewController: try r.require(VenueDetailsViewController.self),
                tipsBuilder: provider.tipsBuilder
            )
        }
        do {
            return Module(coordinator: try scope.require(VenueDetailsCoordinator.self))
        } catch {
            throw BuildError(module: "VenueDetails", resolution: error)
        }
    }
}
