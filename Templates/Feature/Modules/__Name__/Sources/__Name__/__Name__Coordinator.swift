import Core
import Shared
import __Name__Interface

/// Pushes the __Name__ screen, pops it when the user goes back, and opens its routes: the
/// screens added to it, from the list, a command or a link. A screen flow that fails is
/// reported on the status line; the others still open.
final class __Name__Coordinator: BaseCoordinator<Void>, Routing {
    private weak var navigation: NavigationControllable?
    private let screen: __Name__ViewController
    /// What the added screens are made from.
    private let provider: __Name__DependencyProvider

    init(navigation: NavigationControllable, screen: __Name__ViewController, provider: __Name__DependencyProvider) {
        self.navigation = navigation
        self.screen = screen
        self.provider = provider
    }

    override func start() -> MainActorObservable<Void> {
        let outputs = screen.viewModel.outputs
        return show(screen, on: navigation, as: .push, routes: outputs.route, until: outputs.close)
    }

    @discardableResult
    func navigate(to route: __Name__Route) -> NavigationNode? {
        let inputs = screen.viewModel.inputs
        let onFailure = { @MainActor (error: Error) in
            inputs.notice.accept(__Name__Strings.english.text("failure.screen", ["reason": "\(error)"]))
        }
        switch route {
        case .screen(let added):
            return Self.screens.index(named: added.name).flatMap { index in
                openScreen(at: index, of: Self.screens, from: provider, over: navigation, onFailure: onFailure)
            }
        }
    }
}

extension __Name__Coordinator: LinkFollowing {
    /// Opens the route the next piece names; the added screens take no further link.
    func follow(_ walk: inout LinkWalk) async throws(LinkError) {
        try await walk.follow(self, as: screen.viewModel.route(for:))
    }
}

extension __Name__Coordinator {
    /// Screens added with `swift run scaffold screen __Name__ NAME`: the main screen lists them
    /// and opens one by its number, each a module the feature's provider makes (so it reaches
    /// what __Name__'s parent provides). The generator adds an entry between the markers. Not
    /// isolated: the formatter lists the names off the main actor; making a flow is main-actor work.
    nonisolated static var screens: AddedScreens<__Name__DependencyProvider> {
        AddedScreens([
            // scaffold:screens:begin
            // scaffold:screens:end
        ])
    }
}
