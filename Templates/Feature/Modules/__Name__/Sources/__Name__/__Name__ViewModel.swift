import Core
import Shared
import __Name__Interface

/// __Name__'s view model: inputs from the screen, outputs for the screen and coordinator.
@MainActor
final class __Name__ViewModel {
    struct Inputs {
        /// The screen appeared: load.
        let viewDidLoad = PublishRelay<Void>()
        /// The user asked to go back.
        let backTapped = PublishRelay<Void>()
        /// The user chose one of the added screens, by index.
        let screenSelected = PublishRelay<Int>()
        /// A message for the status line, such as a screen that could not open.
        let notice = PublishRelay<String>()
    }

    struct Outputs {
        /// The current state, then every change.
        let state: Observable<__Name__State>
        /// The user is done with the screen.
        let close: Observable<Void>
        /// Where the user asked to go.
        let route: Observable<__Name__Route>
    }

    let inputs = Inputs()
    let outputs: Outputs
    private let store: StateStore<__Name__State, __Name__Action>
    private let disposeBag = DisposeBag()

    /// The route a link's step names, as the command it stands for would make it:
    /// `screen/NAME` is the added screen called NAME.
    func route(for step: LinkWalk.Step) -> __Name__Route? {
        step.piece == AddedScreen.Named.edge.link.piece ? .screen(AddedScreen.Named(step.value)) : nil
    }

    /// Loads the ten best-rated venues of the first city the repository knows.
    init(repository: VenueRepository) {
        let store = StateStore(reducer: __Name__Reducer.self, initialState: __Name__State())
        self.store = store
        outputs = Outputs(
            state: store.state,
            close: inputs.backTapped.asObservable(),
            route: inputs.screenSelected.compactMap { index in
                __Name__Coordinator.screens.names.indices.contains(index)
                    ? .screen(AddedScreen.Named(__Name__Coordinator.screens.names[index])) : nil
            }
        )
        // Results join the store on the main queue, where the screen reads it: a command that
        // reads the state then sees what the screen shows, not a state still on its way.
        let loads = inputs.viewDidLoad.flatMapLatest { _ -> Observable<__Name__Action> in
            guard let city = repository.cities.first else { return .just(.loaded([])) }
            return repository.search(VenueQuery(location: .place(city.name), limit: 50))
                .map { venues in .loaded(Array(venues.sorted { ($0.rating ?? 0) > ($1.rating ?? 0) }.prefix(10))) }
                .catch { error in .just(.failed("\(error)")) }
        }
        .observe(on: MainScheduler.instance)
        .asObservable()
        store.dispatch(from: Observable.merge(loads, inputs.notice.map(__Name__Action.notice))).disposed(by: disposeBag)
    }
}
