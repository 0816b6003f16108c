import Core
import Shared
import TipsInterface

/// Presents the Tips screen modally and dismisses it when the user goes back; its one edge
/// opens a screen added to it, presented over it.
final class TipsCoordinator: BaseCoordinator<Void> {
    private weak var navigation: NavigationControllable?
    private let screen: TipsViewController
    /// What the added screens are made from.
    private let provider: TipsDependencyProvider

    init(navigation: NavigationControllable, screen: TipsViewController, provider: TipsDependencyProvider) {
        self.navigation = navigation
        self.screen = screen
        self.provider = provider
    }

    override func start() -> MainActorObservable<Void> {
        navigation?.present(screen, animated: true)
        let viewModel = screen.viewModel
        viewModel.outputs.openScreen
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] in self?.openScreen(at: $0) })
            .disposed(by: disposeBag)
        return viewModel.outputs.close
            .observe(on: MainScheduler.instance)
            .take(1)
            .do(onNext: { [weak self] in self?.navigation?.dismiss(animated: true) })
    }

    /// The screen at `index` of those added with `scaffold screen Tips NAME`, over this one.
    @discardableResult
    func openScreen(at index: Int) -> BaseCoordinator<Void>? {
        let inputs = screen.viewModel.inputs
        return openScreen(at: index, of: Self.screens, from: provider, over: navigation) { error in
            inputs.notice.accept(TipsStrings.english.text("failure.screen", ["reason": "\(error)"]))
        }
    }
}

extension TipsCoordinator: LinkFollowing {
    /// Takes `sort=` (checked with the rest of the link first), then opens an added screen's
    /// `screen/NAME`.
    func follow(_ walk: inout LinkWalk) async throws(LinkError) {
        walk.take(TipsLinks.sort, as: TipsOrder.init(rawValue:)).map(screen.viewModel.inputs.orderSelected.accept)
        try await walk.follow(AddedScreen.route) { Self.screens.index(named: $0).flatMap(openScreen) }
    }
}

extension TipsCoordinator {
    /// Screens added with `swift run scaffold screen Tips NAME`, each a module the provider
    /// makes (so it reaches what Tips's parent provides): the screen's `screen NAME` command
    /// and a link's `…/screen/NAME` open them. The generator adds an entry between the markers.
    nonisolated static var screens: AddedScreens<TipsDependencyProvider> {
        AddedScreens([
            // scaffold:screens:begin
            // scaffold:screens:end
        ])
    }
}
