import Core
import Shared
import VenueDetailsInterface

/// Pushes the Saved list, opens a saved venue's details, passes unsave requests up the
/// navigation tree (the app keeps the list), and pops the list when the user goes back. A
/// details flow that fails is reported on the status line; the next venue still opens.
final class SavedCoordinator: BaseCoordinator<Void> {
    private weak var navigation: NavigationControllable?
    private let screen: Presentable
    private let outputs: SavedViewModel.Outputs
    private let notices: PublishRelay<String>
    private let venueDetailsBuilder: VenueDetailsModuleBuildable

    init(
        navigation: NavigationControllable, screen: Presentable, outputs: SavedViewModel.Outputs,
        notices: PublishRelay<String>, venueDetailsBuilder: VenueDetailsModuleBuildable
    ) {
        self.navigation = navigation
        self.screen = screen
        self.outputs = outputs
        self.notices = notices
        self.venueDetailsBuilder = venueDetailsBuilder
    }

    override func start() -> Observable<Void> {
        guard let navigation else { return .empty() }
        navigation.pushViewController(screen, animated: true)
        let notices = self.notices
        coordinateEach(
            outputs.showVenue,
            build: { [venueDetailsBuilder] input in
                try venueDetailsBuilder.buildModule(with: navigation, input: input)
            },
            onFailure: { error in
                notices.accept(SavedStrings.english.text("failure.details", ["reason": "\(error)"]))
            }
        )
        .subscribe()
        .disposed(by: disposeBag)
        outputs.unsaveRequested
            .drive(with: self) { coordinator, event in coordinator.raise(event) }
            .disposed(by: disposeBag)
        return outputs.close
            .take(1)
            .do(onMainActor: { [weak self] in _ = self?.navigation?.popViewController(animated: true) })
    }
}
