import Core
import Shared
import TipsInterface
import VenueDetailsInterface

/// Pushes the details screen, runs Tips when asked, raises saves up the navigation tree, and
/// pops the screen when the user goes back.
final class VenueDetailsCoordinator: BaseCoordinator<Void> {
    private weak var navigation: NavigationControllable?
    private let viewController: VenueDetailsViewController
    private let tipsBuilder: TipsModuleBuildable

    init(navigation: NavigationControllable?, viewController: VenueDetailsViewController, tipsBuilder: TipsModuleBuildable) {
        self.navigation = navigation
        self.viewController = viewController
        self.tipsBuilder = tipsBuilder
    }

    override func start() -> Observable<Void> {
        navigation?.pushViewController(viewController, animated: true)
        viewController.viewDidLoad()
        let outputs = viewController.viewModel.outputs

        outputs.showTips
            .flatMap { [weak self] input -> Observable<Void> in
                guard let self, let navigation = self.navigation else { return .empty() }
                do {
                    return coordinate(to: try tipsBuilder.buildModule(with: navigation, input: input).coordinator)
                } catch {
                    return .error(error)
                }
            }
            .subscribe()
            .disposed(by: disposeBag)

        outputs.savedChanged
            .subscribe(with: self, onNext: { coordinator, event in coordinator.raise(event) })
            .disposed(by: disposeBag)

        return outputs.close
            .take(1)
            .do(onNext: { [weak self] in _ = self?.navigation?.popViewController(animated: true) })
    }
}
