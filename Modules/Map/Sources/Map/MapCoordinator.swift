import Core
import MapInterface
import Shared
import VenueDetailsInterface

/// Makes the Map screen the root; its edges open VenueDetails for a venue and the screens added
/// to Map, each from the list or a link. A flow that fails is reported on Map's status line and
/// the next one opens as usual. The root flow ends only with the app.
final class MapCoordinator: BaseCoordinator<Void> {
    private weak var navigation: NavigationControllable?
    private let screen: MapViewController
    private let venueDetailsBuilder: VenueDetailsBuildable
    /// What the added screens are made from.
    private let provider: MapDependencyProvider

    init(
        navigation: NavigationControllable, screen: MapViewController, venueDetailsBuilder: VenueDetailsBuildable,
        provider: MapDependencyProvider
    ) {
        self.navigation = navigation
        self.screen = screen
        self.venueDetailsBuilder = venueDetailsBuilder
        self.provider = provider
    }

    override func start() -> MainActorObservable<Void> {
        guard let navigation else { return .empty() }
        navigation.setViewControllers([screen], animated: false)
        let viewModel = screen.viewModel
        viewModel.outputs.showVenue
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] in self?.openDetails($0) })
            .disposed(by: disposeBag)
        viewModel.outputs.openScreen
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] in self?.openScreen(at: $0) })
            .disposed(by: disposeBag)
        return .never()
    }

    /// VenueDetails for `input`, over the list.
    @discardableResult
    func openDetails(_ input: VenueDetailsInput) -> BaseCoordinator<Void>? {
        guard let navigation else { return nil }
        let inputs = screen.viewModel.inputs
        return openChild(
            { venueDetailsBuilder.buildModule(with: navigation, input: input) },
            onFailure: { error in
                inputs.action.accept(.notice(MapStrings.english.text("failure.details", ["reason": "\(error)"])))
            })
    }

    /// The screen at `index` of those added with `scaffold screen Map NAME`, over this one.
    @discardableResult
    func openScreen(at index: Int) -> BaseCoordinator<Void>? {
        let inputs = screen.viewModel.inputs
        return openScreen(at: index, of: Self.screens, from: provider, over: navigation) { error in
            inputs.action.accept(.notice(MapStrings.english.text("failure.screen", ["reason": "\(error)"])))
        }
    }
}

extension MapCoordinator: LinkFollowing {
    /// Takes `near/CITY` (each in turn, as typing `near` twice would), `search=` and `filter=`
    /// as the list's commands would, then opens an added screen's `screen/NAME` or `venue/ID`'s
    /// details and hands them the rest.
    func follow(_ walk: inout LinkWalk) async throws(LinkError) {
        let viewModel = screen.viewModel
        var actions = [MapAction]()
        while let city = walk.take(MapLinks.near) { actions.append(.near(city)) }
        if let search = walk.take(MapLinks.search) { actions.append(.search(search)) }
        if let filter = walk.take(MapLinks.filter) { actions.append(.filter(named: filter)) }
        for action in actions {
            viewModel.inputs.action.accept(action)
            await walk.settled()
        }
        try await walk.follow(AddedScreen.route) { Self.screens.index(named: $0).flatMap(openScreen) }
        try await walk.follow(VenueDetailsLinks.venue) { openDetails(viewModel.details(of: $0)) }
    }
}

extension MapCoordinator {
    /// Screens added with `swift run scaffold screen Map NAME`, each a module the provider
    /// makes (so it reaches what Map's parent provides): the screen's `screen NAME` command
    /// and a link's `…/screen/NAME` open them. The generator adds an entry between the markers.
    nonisolated static var screens: AddedScreens<MapDependencyProvider> {
        AddedScreens([
            // scaffold:screens:begin
            // scaffold:screens:end
        ])
    }
}
