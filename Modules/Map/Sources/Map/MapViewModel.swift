import Core
import MapInterface
import Shared
import VenueDetailsInterface

/// Map's view model. Inputs are the reducer's actions plus "open"; outputs are the state and
/// the routes its taps and commands ask for.
@MainActor
final class MapViewModel {
    struct Inputs {
        /// The screen appeared: load.
        let viewDidLoad = PublishRelay<Void>()
        /// Anything that changes the state.
        let action = PublishRelay<MapAction>()
        /// Open the venue at this index, or the selected one when nil.
        let open = PublishRelay<Int?>()
        /// Open the venue with this id, in the list or not (a link names venues by id).
        let openID = PublishRelay<String>()
    }

    struct Outputs {
        /// The current state, then every change.
        let state: Observable<MapState>
        /// Where the user asked to go.
        let route: Observable<MapRoute>
    }

    /// How long typing must pause before the text is searched.
    static let typingPause: RxTimeInterval = .milliseconds(300)

    let inputs = Inputs()
    let outputs: Outputs
    private let store: StateStore<MapState, MapAction>
    private let disposeBag = DisposeBag()

    /// How many venues a search asks for.
    nonisolated static let searchLimit = 40

    /// The details input for the venue with `id`, in the list or not (a link names venues by
    /// id): its name when the list has it, else the id until the details load.
    func details(of id: String) -> VenueDetailsInput { Self.details(of: id, in: store.currentState) }

    private nonisolated static func details(of id: String, in state: MapState) -> VenueDetailsInput {
        VenueDetailsInput(venueID: id, venueName: state.venues.first { $0.id == id }?.name ?? id)
    }

    init(city: String, repository: VenueRepository, savedVenues: Observable<[SavedVenue]>, scheduler: SchedulerType) {
        let cities = repository.cities.map(\.name)
        let known = cities.matching(city) ?? city
        let store = StateStore(reducer: MapReducer.self, initialState: MapState(city: known, cities: cities))
        self.store = store
        let states = store.state
        outputs = Outputs(
            state: states,
            route: Observable.merge(
                inputs.open.withLatestFrom(states) { index, state -> VenueDetailsInput? in
                    guard
                        let venue = index.map({ state.venues.indices.contains($0) ? state.venues[$0] : nil })
                            ?? state.selectedVenue
                    else {
                        return nil
                    }
                    return VenueDetailsInput(venueID: venue.id, venueName: venue.name)
                }
                .compactMap { $0 },
                inputs.openID.withLatestFrom(states) { id, state in Self.details(of: id, in: state) }
            )
            .map(MapRoute.venueDetails)
        )

        let loads = inputs.viewDidLoad.take(1)
            .flatMap { _ in states.map(\.searchKey).distinctUntilChanged() }
            .flatMapLatest { key in
                repository.search(
                    VenueQuery(
                        location: .place(key.city), text: key.query, category: key.category, limit: Self.searchLimit)
                )
                .map { MapAction.loaded($0, key) }
                .catch { error in .just(.failed("\(error)", key)) }
                .concat(Observable.just(.finished(key)))
            }
            // Results join the store on the main queue, where the screen reads it: a command
            // that reads the state then sees what the screen shows.
            .observe(on: MainScheduler.instance)
            .asObservable()
        let liveSearches = states.compactMap(\.draft)
            .distinctUntilChanged()
            .debounce(Self.typingPause, scheduler: scheduler)
            .map(MapAction.liveSearch)

        let opens = Observable.merge(inputs.open.map { _ in () }, inputs.openID.map { _ in () }).map {
            MapAction.opened
        }
        let saved = savedVenues.map { MapAction.saved(Set($0.map(\.id))) }
        store.dispatch(from: Observable.merge(saved, loads, liveSearches, opens, inputs.action.asObservable()))
            .disposed(by: disposeBag)
    }
}
