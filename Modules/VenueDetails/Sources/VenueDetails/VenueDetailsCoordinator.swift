import Core
import Shared
import TipsInterface
import VenueDetailsInterface

/// Pushes the details screen and pops it when the user goes back; its one edge opens Tips,
/// from the `tips` command or a link. A Tips flow that fails is reported on the screen's
/// status line, and the next request opens Tips again.
final class VenueDetailsCoordinator: BaseCoordinator<Void> {
    private weak var navigation: NavigationControllable?
    private let screen: VenueDetailsViewController
    private let tipsBuilder: TipsBuildable

    init(navigation: NavigationControllable, screen: VenueDetailsViewController, tipsBuilder: TipsBuildable) {
        self.navigation = navigation
        self.screen = screen
        self.tipsBuilder = tipsBuilder
    }

    override func start() -> MainActorObservable<Void> {
        guard let navigation else { return .empty() }
        navigation.pushViewController(screen, animated: true)
        let viewModel = screen.viewModel
        viewModel.outputs.showTips
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] in self?.openTips($0) })
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
}

extension VenueDetailsCoordinator: LinkFollowing {
    /// Opens `tips` as the `tips` command would, once the venue has loaded (the command is
    /// refused before), and hands the rest to Tips.
    func follow(_ walk: inout LinkWalk) async throws(LinkError) {
        let viewModel = screen.viewModel
        await walk.settled()
        try await walk.follow(TipsLinks.tips) { _ in viewModel.tips().flatMap(openTips) }
    }
}
