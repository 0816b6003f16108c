import Core
import Shared

/// Pushes the __Name__ screen and pops it when the user goes back.
final class __Name__Coordinator: BaseCoordinator<Void> {
    private weak var navigation: NavigationControllable?
    private let viewController: __Name__ViewController

    init(navigation: NavigationControllable?, viewController: __Name__ViewController) {
        self.navigation = navigation
        self.viewController = viewController
    }

    override func start() -> Observable<Void> {
        navigation?.pushViewController(viewController, animated: true)
        viewController.viewDidLoad()
        viewController.viewModel.outputs.openScreen
            .flatMap { [weak self] index -> Observable<Void> in
                guard let self else { return .empty() }
                return coordinate(to: __Name__Screens.all[index].make(navigation))
            }
            .subscribe()
            .disposed(by: disposeBag)
        return viewController.viewModel.outputs.close
            .take(1)
            .do(onNext: { [weak self] in _ = self?.navigation?.popViewController(animated: true) })
    }
}
