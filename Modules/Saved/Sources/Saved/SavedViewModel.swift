import Core
import SavedInterface
import Shared
import VenueDetailsInterface

/// Saved's view model: inputs from the screen, outputs for the screen and coordinator.
@MainActor
final class SavedViewModel {
    struct Inputs {
        /// Anything that changes the state.
        let action = PublishRelay<SavedAction>()
        /// Open the saved venue at this index, or the selected one when nil.
        let open = PublishRelay<Int?>()
        /// Open the venue with this id (a link names venues by id).
        let openID = PublishRelay<String>()
        /// Unsave the venue at this index, or the selected one when nil.
        let unsave = PublishRelay<Int?>()
        /// The user asked to go back.
        let backTapped = PublishRelay<Void>()
        /// A message for the status line, such as a venue that could not open.
        let notice = PublishRelay<String>()
    }

    struct Outputs {
        /// The current state, then every change.
        let state: Observable<SavedState>
        /// Where the user asked to go.
        let route: Observable<SavedRoute>
        /// The user is done with the screen.
        let close: Observable<Void>
    }

    let inputs = Inputs()
    let outputs: Outputs
    private let store = StateStore(reducer: SavedReducer.self, initialState: SavedState())
    private let disposeBag = DisposeBag()

    /// The details input for the saved venue with `id` (a link names venues by id): its name
    /// when the list has it, else the id until the details load.
    func details(of id: String) -> VenueDetailsInput { Self.details(of: id, in: store.currentState) }

    private nonisolated static func details(of id: String, in state: SavedState) -> VenueDetailsInput {
        VenueDetailsInput(venueID: id, venueName: state.items.first { $0.id == id }?.name ?? id)
    }

    init(savedVenues: SavedVenueList) {
        let states = store.state
        let item = { @Sendable (index: Int?, state: SavedState) -> SavedVenue? in
            index.map { state.items.indices.contains($0) ? state.items[$0] : nil } ?? state.selectedItem
        }
        outputs = Outputs(
            state: states,
            route: Observable.merge(
                inputs.open.withLatestFrom(states) { item($0, $1) }
                    .compactMap { $0.map { VenueDetailsInput(venueID: $0.id, venueName: $0.name) } },
                inputs.openID.withLatestFrom(states) { id, state in Self.details(of: id, in: state) }
            )
            .map(SavedRoute.venueDetails),
            close: inputs.backTapped.asObservable()
        )
        store.dispatch(
            from: Observable.merge(
                savedVenues.saved.map(SavedAction.loaded),
                inputs.action.asObservable(),
                inputs.notice.map(SavedAction.notice),
                inputs.open.map { _ in SavedAction.acted },
                inputs.unsave.map { _ in SavedAction.acted }
            )
        )
        .disposed(by: disposeBag)

        // The list is read again as the screen opens, so saves another copy of the app made
        // meanwhile show up; a list that cannot be read says so.
        let reloaded = savedVenues.load()
        if case .corrupt = reloaded { inputs.notice.accept(reloaded.description) }
        let notice = inputs.notice
        inputs.unsave.withLatestFrom(states) { item($0, $1) }
            .subscribe(onMainActor: { venue in
                guard let venue else { return }
                do {
                    try savedVenues.set(venue, saved: false)
                } catch {
                    notice.accept("\(error)")
                }
            })
            .disposed(by: disposeBag)
    }
}
