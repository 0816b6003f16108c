import Core
import Shared
import TipsInterface

/// Builds Tips: registers its objects in a container of its own, which goes away with the
/// module, and returns the coordinator.
public final class TipsModuleBuilder: Builder<TipsDependency>, TipsModuleBuildable {
    /// A Tips module that presents itself over `navigation`.
    public func buildModule(with navigation: NavigationControllable, input: TipsInput) throws(BuildError) -> Module<Void> {
        let provider = TipsDependencyProvider(dependency: dependency)
        let scope = container.makeChild()
        scope.register(TipsUseCase.self) { _ in TipsUseCase(repository: provider.repository) }
        scope.register(TipsViewModel.self) { r in
            TipsViewModel(input: input, useCase: try r.require(TipsUseCase.self))
        }
        scope.register(TipsViewController.self) { r in
            TipsViewController(viewModel: try r.require(TipsViewModel.self), formatter: provider.formatter)
        }
        scope.register(TipsCoordinator.self) { [weak navigation] r in
            TipsCoordinator(navigation: navigation, viewController: try r.require(TipsViewController.self))
        }
        do {
            return Module(coordinator: try scope.require(TipsCoordinator.self))
        } catch {
            throw BuildError(module: "Tips", resolution: error)
        }
    }
}
