import Core
import Shared

/// Pushes the Saved screen, runs the screens added to it, and pops it when the user goes
/// back. A screen flow that fails is reported on the status line; the others still open.
final class SavedCoordinator: BaseCoordinator<Void> {
    private weak var navigation: NavigationControllable?
    private let screen: Presentable
    private let outputs: SavedViewModel.Outputs
    private let notices: PublishRelay<String>

    init(
        navigation: NavigationControllable, screen: Presentable, outputs: SavedViewModel.Outputs,
        notices: PublishRelay<String>
    ) {
        self.navigation = navigation
        self.screen = screen
        self.outputs = outputs
        self.notices = notices
    }

    override func start() -> Observable<Void> {
        guard let navigation else { return .empty() }
        navigation.pushViewController(screen, animated: true)
        let notices = self.notices
        coordinateEach(
            outputs.openScreen,
            build: { index in Module(coordinator: SavedScreens.all[index].make(navigation)) },
            onFailure: { error in
                notices.accept(SavedStrings.english.text("failure.screen", ["reason": "\(error)"]))
            }
        )
        .subscribe()
        .disposed(by: disposeBag)
        return outputs.close
            .take(1)
            .do(onMainActor: { [weak self] in _ = self?.navigation?.popViewController(animated: true) })
    }
}
