import Core
import Shared
import __Name__Interface

/// Pushes the __Name__ screen and pops it when the user goes back; its one edge opens a screen
/// added to it, from the list or a link. A screen flow that fails is reported on the status
/// line; the others still open.
final class __Name__Coordinator: BaseCoordinator<Void> {
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
        guard let navigation else { return .empty() }
        navigation.pushViewController(screen, animated: true)
        let viewModel = screen.viewModel
        viewModel.outputs.openScreen
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] in self?.openScreen(at: $0) })
            .disposed(by: disposeBag)
        return viewModel.outputs.close
            .observe(on: MainScheduler.instance)
            .take(1)
            .do(onNext: { [weak self] in _ = self?.navigation?.popViewController(animated: true) })
    }

    /// The added screen at `index`, over this one.
    @discardableResult
    func openScreen(at index: Int) -> BaseCoordinator<Void>? {
        let inputs = screen.viewModel.inputs
        return openScreen(at: index, of: Self.screens, from: provider, over: navigation) { error in
            inputs.notice.accept(__Name__Strings.english.text("failure.screen", ["reason": "\(error)"]))
        }
    }
}

extension __Name__Coordinator: LinkFollowing {
    /// Opens `screen/NAME` as the `screen` command would; the added screens take no further link.
    func follow(_ walk: inout LinkWalk) async throws(LinkError) {
        try await walk.follow(AddedScreen.route) { name in Self.screens.index(named: name).flatMap(openScreen) }
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
