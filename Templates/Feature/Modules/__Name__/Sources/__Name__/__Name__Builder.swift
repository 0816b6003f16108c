import Core
import Shared
import __Name__Interface

/// What the parent must provide to build __Name__.
@MainActor
public protocol __Name__Dependency {
    /// Where venues come from.
    var venueRepository: VenueRepository { get }
}

/// Derives __Name__'s own objects from what the parent provides; the coordinator keeps it,
/// so it lives as long as the module.
final class __Name__DependencyProvider: DependencyProvider<__Name__Dependency> {
    var formatter: __Name__Formatter { shared { __Name__Formatter(strings: __Name__Strings.english) } }
}

/// Builds __Name__ with plain initializers: the view model, the screen and the coordinator.
public final class __Name__Builder: Builder<__Name__Dependency>, __Name__Buildable {
    /// A __Name__ module that pushes itself onto `navigation`.
    public func buildModule(with navigation: NavigationControllable) -> Module<Void> {
        let provider = __Name__DependencyProvider(dependency: dependency)
        let viewModel = __Name__ViewModel(repository: dependency.venueRepository)
        let screen = __Name__ViewController(viewModel: viewModel, formatter: provider.formatter)
        return Module(coordinator: __Name__Coordinator(navigation: navigation, screen: screen, provider: provider))
    }
}
