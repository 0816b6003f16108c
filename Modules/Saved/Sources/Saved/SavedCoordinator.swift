import Core
import SavedInterface
import Shared
import VenueDetailsInterface

/// Pushes the Saved list and pops it when the user goes back; its edges open a saved venue's
/// details and the screens added to Saved, each from the list or a link. A flow that fails is
/// reported on the status line; the next one still opens.
final class SavedCoordinator: BaseCoordinator<Void> {
    private weak var navigation: NavigationControllable?
    private let screen: SavedViewController
    private let venueDetailsBuilder: VenueDetailsBuildable
    /// What the added screens are made from.
    private let provider: SavedDependencyProvider

    init(
        navigation: NavigationControllable, screen: SavedViewController, venueDetailsBuilder: VenueDetailsBuildable,
        provider: SavedDependencyProvider
    ) {
        self.navigation = navigation
        self.screen = screen
        self.venueDetailsBuilder = venueDetailsBuilder
        self.provider = provider
    }

    override func start() -> MainActorObservable<Void> {
        guard let navigation else { return .empty() }
        navigation.pushViewController(screen, animated: true)
        let viewModel = screen.viewModel
        viewModel.outputs.showVenue
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] in self?.openDetails($0) })
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

    /// VenueDetails for `input`, over the list.
    @discardableResult
    func openDetails(_ input: VenueDetailsInput) -> BaseCoordinator<Void>? {
        guard let navigation else { return nil }
        let inputs = screen.viewModel.inputs
        return openChild(
            { venueDetailsBuilder.buildModule(with: navigation, input: input) },
            onFailure: { error in
                inputs.notice.accept(SavedStrings.english.text("failure.details", ["reason": "\(error)"]))
            })
    }

    /// The screen at `index` of those added with `scaffold screen Saved NAME`, over this one.
    @discardableResult
    func openScreen(at index: Int) -> BaseCoordinator<Void>? {
        let inputs = screen.viewModel.inputs
        return openScreen(at: index, of: Self.screens, from: provider, over: navigation) { error in
            inputs.notice.accept(SavedStrings.english.text("failure.screen", ["reason": "\(error)"]))
        }
    }
}

extension SavedCoordinator: LinkFollowing {
    /// Opens an added screen's `screen/NAME`, or `venue/ID`'s details as the list's `venue`
    /// command would, named as the list names it once read, and hands them the rest.
    func follow(_ walk: inout LinkWalk) async throws(LinkError) {
        let viewModel = screen.viewModel
        await walk.settled()
        try await walk.follow(AddedScreen.route) { Self.screens.index(named: $0).flatMap(openScreen) }
        try await walk.follow(VenueDetailsLinks.venue) { openDetails(viewModel.details(of: $0)) }
    }
}

extension SavedCoordinator {
    /// Screens added with `swift run scaffold screen Saved NAME`, each a module the provider
    /// makes (so it reaches what Saved's parent provides): the screen's `screen NAME` command
    /// and a link's `…/screen/NAME` open them. The generator adds an entry between the markers.
    nonisolated static var screens: AddedScreens<SavedDependencyProvider> {
        AddedScreens([
            // scaffold:screens:begin
            // scaffold:screens:end
        ])
    }
}
