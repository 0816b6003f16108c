import Core
import SavedInterface
import Shared
import VenueDetailsInterface

/// Pushes the Saved list, opens a saved venue's details, and pops the list when the user
/// goes back. A details flow that fails is reported on the status line; the next venue
/// still opens.
final class SavedCoordinator: BaseCoordinator<Void> {
    private weak var navigation: NavigationControllable?
    private let screen: SavedViewController
    private let venueDetailsBuilder: VenueDetailsBuildable
    private let links = LinkHandOff()

    init(navigation: NavigationControllable, screen: SavedViewController, venueDetailsBuilder: VenueDetailsBuildable) {
        self.navigation = navigation
        self.screen = screen
        self.venueDetailsBuilder = venueDetailsBuilder
    }

    override func start() -> MainActorObservable<Void> {
        guard let navigation else { return .empty() }
        navigation.pushViewController(screen, animated: true)
        let viewModel = screen.viewModel
        let venueDetailsBuilder = self.venueDetailsBuilder
        let links = self.links
        coordinateEach(
            viewModel.outputs.showVenue,
            build: { input in links.started(venueDetailsBuilder.buildModule(with: navigation, input: input)) },
            onFailure: { error in
                viewModel.inputs.notice.accept(SavedStrings.english.text("failure.details", ["reason": "\(error)"]))
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

extension SavedCoordinator: LinkFollowing {
    /// Opens `venue/ID` as the list's `venue` command would, and hands the rest to the details.
    func follow(_ walk: inout LinkWalk) async throws(LinkError) {
        let inputs = screen.viewModel.inputs
        try await links.follow(VenueDetailsLinks.venue, of: &walk) { inputs.openID.accept($0) }
    }
}
