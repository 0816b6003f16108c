import Core
import Shared
import TipsInterface
import VenueDetailsInterface

// README: coordinator
/// Pushes the details screen and pops it when the user goes back; its edges open Tips and the
/// screens added to VenueDetails, each from a command or a link. A flow that fails is reported
/// on the screen's status line, and the next request opens it again.
final class VenueDetailsCoordinator: BaseCoordinator<Void> {
    private weak var navigation: NavigationControllable?
    private let screen: VenueDetailsViewController
    private let tipsBuilder: TipsBuildable
    /// What the added screens are made from.
    private let provider: VenueDetailsDependencyProvider

    init(
        navigation: NavigationControllable, screen: VenueDetailsViewController, tipsBuilder: TipsBuildable,
        provider: VenueDetailsDependencyProvider
    ) {
        self.navigation = navigation
        self.screen = screen
        self.tipsBuilder = tipsBuilder
        self.provider = provider
    }

    override func start() -> MainActorObservable<Void> {
        guard let navigation else { return .empty() }
        navigation.pushViewController(screen, animated: true)
        let viewModel = screen.viewModel
        viewModel.outputs.showTips
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] in self?.openTips($0) })
            .disposed(by: disposeBag)
        viewModel.outputs.openScreen
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] in self?.openScreen(at: $0) })
            .disposed(by: disposeBag)
        return viewModel.outputs.close
            .observe(on: MainScheduler.instance)
            .take(1)
            .do(onNext: { [weak self] in _ = self?.navigation?.popViewController(animated: true) })
    }

    /// Tips for `input`, over the details.
    @discardableResult
    func openTips(_ input: TipsInput) -> BaseCoordinator<Void>? {
        guard let navigation else { return nil }
        let inputs = screen.viewModel.inputs
        return openChild(
            { tipsBuilder.buildModule(with: navigation, input: input) },
            onFailure: { error in
                inputs.notice.accept(VenueDetailsStrings.english.text("failure.tips", ["reason": "\(error)"]))
            })
    }

    /// The screen at `index` of those added with `scaffold screen VenueDetails NAME`, over this one.
    @discardableResult
    func openScreen(at index: Int) -> BaseCoordinator<Void>? {
        let inputs = screen.viewModel.inputs
        return openScreen(at: index, of: Self.screens, from: provider, over: navigation) { error in
            inputs.notice.accept(VenueDetailsStrings.english.text("failure.screen", ["reason": "\(error)"]))
        }
    }
}

extension VenueDetailsCoordinator: LinkFollowing {
    /// Opens an added screen's `screen/NAME`, or `tips` as the `tips` command would, once the
    /// venue has loaded (the command is refused before), and hands the rest to Tips.
    func follow(_ walk: inout LinkWalk) async throws(LinkError) {
        let viewModel = screen.viewModel
        await walk.settled()
        try await walk.follow(AddedScreen.route) { Self.screens.index(named: $0).flatMap(openScreen) }
        try await walk.follow(TipsLinks.tips) { _ in viewModel.tips().flatMap(openTips) }
    }
}

// README: end

extension VenueDetailsCoordinator {
    /// Screens added with `swift run scaffold screen VenueDetails NAME`, each a module the provider
    /// makes (so it reaches what VenueDetails's parent provides): the screen's `screen NAME` command
    /// and a link's `…/screen/NAME` open them. The generator adds an entry between the markers.
    nonisolated static var screens: AddedScreens<VenueDetailsDependencyProvider> {
        AddedScreens([
            // scaffold:screens:begin
            // scaffold:screens:end
        ])
    }
}
