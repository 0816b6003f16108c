import Core
import Shared
import TipsInterface
import VenueDetailsInterface

/// VenueDetails' view model: inputs from the screen, outputs for the screen and coordinator.
@MainActor
final class VenueDetailsViewModel {
    struct Inputs {
        let viewDidLoad = PublishRelay<Void>()
        let saveTapped = PublishRelay<Void>()
        let mapsTapped = PublishRelay<Void>()
        let allTipsTapped = PublishRelay<Void>()
        let backTapped = PublishRelay<Void>()
        /// A message for the status line, such as a flow that could not open.
        let notice = PublishRelay<String>()
    }

    struct Outputs {
        /// The current state, then every change.
        let state: Observable<VenueDetailsState>
        /// Where the user asked to go.
        let route: Observable<VenueDetailsRoute>
        /// The user is done with the screen.
        let close: Observable<Void>
    }

    let inputs = Inputs()
    let outputs: Outputs
    /// The screen's piece of the address, from the venue's id.
    let address: ScreenAddress
    private let store: StateStore<VenueDetailsState, VenueDetailsAction>
    private let venueID: String
    private let disposeBag = DisposeBag()

    /// Tips' input for this venue once it has loaded; nil before, as the `tips` command is
    /// refused then.
    func tips() -> TipsInput? { Self.tips(of: venueID, in: store.currentState) }

    private nonisolated static func tips(of venueID: String, in state: VenueDetailsState) -> TipsInput? {
        state.venue == nil ? nil : TipsInput(venueID: venueID, venueName: state.venueName)
    }

    init(
        input: VenueDetailsInput, repository: VenueRepository, savedVenues: SavedVenueList,
        clock: WallClock, mapAppLinks: MapAppLinking
    ) {
        address = input.address
        venueID = input.venueID
        let store = StateStore(
            reducer: VenueDetailsReducer.self,
            initialState: VenueDetailsState(venueName: input.venueName, isSaved: false)
        )
        self.store = store
        let states = store.state
        outputs = Outputs(
            state: states,
            route: inputs.allTipsTapped.withLatestFrom(states)
                .compactMap { Self.tips(of: input.venueID, in: $0).map(VenueDetailsRoute.tips) },
            close: inputs.backTapped.asObservable()
        )

        // Results join the store on the main queue, where the screen reads it: a command that
        // reads the state then sees what the screen shows, not a state still on its way.
        let loads = inputs.viewDidLoad.flatMapLatest { _ in
            repository.venue(id: input.venueID).asObservable()
                .map { VenueDetailsAction.loaded($0, mapAppLinks.links(for: $0)) }
                .catch { error in .just(.failed("\(error)")) }
        }
        .observe(on: MainScheduler.instance)
        .asObservable()
        store.dispatch(
            from: Observable.merge(
                loads,
                savedVenues.saved.map { saved in VenueDetailsAction.saved(saved.contains { $0.id == input.venueID }) },
                inputs.mapsTapped.map { VenueDetailsAction.toggleMapLinks },
                inputs.notice.map(VenueDetailsAction.notice),
                // Tips opens only with the venue loaded; a tap before that is answered, not dropped.
                inputs.allTipsTapped.withLatestFrom(states).map { state in
                    state.venue == nil ? .notice(Self.notReady(state, action: "show")) : .opened
                }
            )
        )
        .disposed(by: disposeBag)

        // Saving writes the list at once; a write that fails says so on the status line, and
        // the ♥ stays as the list is.
        let notice = inputs.notice
        inputs.saveTapped.withLatestFrom(states)
            .subscribe(onMainActor: { state in
                guard let venue = state.venue else { return notice.accept(Self.notReady(state, action: "save")) }
                do {
                    try savedVenues.set(SavedVenue(venue, at: clock.now), saved: !state.isSaved)
                } catch {
                    notice.accept("\(error)")
                }
            })
            .disposed(by: disposeBag)
    }

    /// What a command that needs the venue says before the venue is there.
    private nonisolated static func notReady(_ state: VenueDetailsState, action: String) -> String {
        let key = state.isLoading ? "notReady.loading" : "notReady.failed"
        return VenueDetailsStrings.english.text(key, ["venue": state.venueName, "action": action])
    }
}
