import Core
import Shared
import TipsInterface
import VenueDetailsInterface

/// Pushes the details screen, runs Tips when asked, raises save requests up the navigation
/// tree (the app keeps the list), and pops the screen when the user goes back. A Tips flow that fails is reported on the
/// screen's status line, and the next request opens Tips again.
final class VenueDetailsCoordinator: BaseCoordinator<Void> {
    private weak var navigation: NavigationControllable?
    private let screen: Presentable
    private let outputs: VenueDetailsViewModel.Outputs
    private let notices: PublishRelay<String>
    private let tipsBuilder: TipsModuleBuildable

    init(
        navigation: NavigationControllable,
        screen: Presentable,
        outputs: VenueDetailsViewModel.Outputs,
        notices: PublishRelay<String>,
        tipsBuilder: TipsModuleBuildable
    ) {
        self.navigation = navigation
        self.screen = screen
        self.outputs = outputs
        self.notices = notices
        self.tipsBuilder = tipsBuilder
    }

    override func start() -> Observable<Void> {
        guard let navigation else { return .empty() }
        navigation.pushViewController(screen, animated: true)
        let notices = self.notices
        coordinateEach(
            outputs.showTips,
            build: { [tipsBuilder] input in try tipsBuilder.buildModule(with: navigation, input: input) },
            onFailure: { error in
                notices.accept(VenueDetailsStrings.english.text("failure.tips", ["reason": "\(error)"]))
            }
        )
        .subscribe()
        .disposed(by: disposeBag)
        outputs.saveRequested
            .drive(with: self) { coordinator, event in coordinator.raise(event) }
            .disposed(by: disposeBag)
        return outputs.close
            .take(1)
            .do(onMainActor: { [weak self] in _ = self?.navigation?.popViewController(animated: true) })
    }
}
