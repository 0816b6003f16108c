import Core
import Shared
import __Name__Interface

/// What the parent must provide to build __Name__, with the builders its route needs.
@MainActor
public protocol __Name__Dependency: __Name__Route.Builders {
    /// Where venues come from.
    var venueRepository: VenueRepository { get }
}

/// Makes __Name__'s objects from what the parent provides, one provider per module built.
final class __Name__DependencyProvider: DependencyProvider<__Name__Dependency> {
    var viewModel: __Name__ViewModel { __Name__ViewModel(repository: dependency.venueRepository) }
    var formatter: __Name__Formatter { __Name__Formatter(strings: __Name__Strings.english) }
}

/// Assembles __Name__ from its provider's objects: the screen, then the coordinator.
public final class __Name__Builder: Builder<__Name__Dependency>, __Name__Buildable {
    /// A __Name__ module that pushes itself onto `navigation`.
    public func buildModule(with navigation: NavigationControllable) -> Module<Void> {
        let provider = __Name__DependencyProvider(dependency: dependency)
        let screen = __Name__ViewController(viewModel: provider.viewModel, formatter: provider.formatter)
        return Module(coordinator: __Name__Coordinator(navigation: navigation, screen: screen, provider: provider))
    }
}

extension __Name__Builder {
    /// What the app offers of __Name__: its manifest, with `screen/NAME` checked against the
    /// screens added to it, so a link to one it does not have is refused before anything moves.
    public static let manifest = __Name__Coordinator.screens.offered(in: .templateName)
}
