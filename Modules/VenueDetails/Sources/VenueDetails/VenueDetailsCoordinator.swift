import Core
import Shared
import TipsInterface
import VenueDetailsInterface

/// Pushes the details screen, runs Tips when asked, and pops the screen when the user goes
/// back. A Tips flow that fails is reported on the screen's status line, and the next
/// request opens Tips again.
final class VenueDetailsCoordinator: BaseCoordinator<Void> {
    private weak var navigation: NavigationControllable?
    private let screen: VenueDetailsViewController
    private let tipsBuilder: TipsBuildable
    private let links = LinkHandOff()

    init(navigation: NavigationControllable, screen: VenueDetailsViewController, tipsBuilder: TipsBuildable) {
        self.navigation = navigation
        self.screen = screen
        self.tipsBuilder = tipsBuilder
    }

    override func start() -> MainActorObservable<Void> {
        guard let navigation else { return .empty() }
        navigation.pushViewController(screen, animated: true)
        let viewModel = screen.viewModel
        let tipsBuilder = self.tipsBuilder
        let links = self.links
        coordinateEach(
            viewModel.outputs.showTips,
            build: { input in links.started(tipsBuilder.buildModule(with: navigation, input: input)) },
            onFailure: { error in
                viewModel.inputs.notice.accept(VenueDetailsStrings.english.text("failure.tips", ["reason": "\(error)"]))
            }
        )
        .subscribe()
        .disposed(by: disposeBag)
        return viewModel.outputs.close
            .observe(on: MainScheduler.instance)
            .take(1)
            .do(onNext: { [weak self] in _ = self?.navigation?.popViewController(animated: true) })
    }
}

extension VenueDetailsCoordinator: LinkFollowing {
    /// Opens `tips` as the `tips` command would, and hands the rest to Tips.
    func follow(_ walk: inout LinkWalk) async throws(LinkError) {
        let inputs = screen.viewModel.inputs
        try await links.follow(TipsLinks.tips, of: &walk) { _ in inputs.allTipsTapped.accept(()) }
    }
}
