import Core
import Shared
import __Name__Interface

/// Builds __Name__ with plain initializers: the view model, the screen and the coordinator.
public final class __Name__Builder: Builder<__Name__Dependency>, __Name__Buildable {
    /// A __Name__ module that pushes itself onto `navigation`.
    public func buildModule(with navigation: NavigationControllable) -> Module<Void> {
        let provider = __Name__DependencyProvider(dependency: dependency)
        let viewModel = __Name__ViewModel(useCase: provider.useCase)
        let viewController = __Name__ViewController(viewModel: viewModel, formatter: provider.formatter)
        let coordinator = __Name__Coordinator(
            navigation: navigation, screen: viewController, outputs: viewModel.outputs, notices: viewModel.inputs.notice
        )
        return Module(coordinator: coordinator)
    }
}
