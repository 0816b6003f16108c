import __Name__Interface
import Core
import Shared

/// Builds __Name__ into a container of its own and returns its coordinator.
public final class __Name__ModuleBuilder: Builder<__Name__Dependency>, __Name__ModuleBuildable {
    /// A __Name__ module that pushes itself onto `navigation`.
    public func buildModule(with navigation: NavigationControllable) throws(BuildError) -> Module<Void> {
        let provider = __Name__DependencyProvider(dependency: dependency)
        let scope = container.makeChild()
        scope.register(__Name__UseCase.self) { _ in __Name__UseCase(repository: provider.repository) }
        scope.register(__Name__ViewModel.self) { r in __Name__ViewModel(useCase: try r.require(__Name__UseCase.self)) }
        scope.register(__Name__ViewController.self) { r in
            __Name__ViewController(viewModel: try r.require(__Name__ViewModel.self), formatter: provider.formatter)
        }
        scope.register(__Name__Coordinator.self) { [weak navigation] r in
            __Name__Coordinator(navigation: navigation, viewController: try r.require(__Name__ViewController.self))
        }
        do {
            return Module(coordinator: try scope.require(__Name__Coordinator.self))
        } catch {
            throw BuildError(module: "__Name__", resolution: error)
        }
    }
}
