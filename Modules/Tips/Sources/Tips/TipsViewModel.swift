import Core
import Shared
import TipsInterface

/// Tips' view model: inputs from the screen, outputs for the screen and the coordinator.
@MainActor
final class TipsViewModel {
    struct Inputs {
        /// The screen appeared: load.
        let viewDidLoad = PublishRelay<Void>()
        /// The user chose an order.
        let orderSelected = PublishRelay<TipsOrder>()
        /// The user asked to go back.
        let backTapped = PublishRelay<Void>()
    }

    struct Outputs {
        /// The current state, then every change.
        let state: Observable<TipsState>
        /// The user is done with the screen.
        let close: Observable<Void>
    }

    let inputs = Inputs()
    let outputs: Outputs
    private let store: StateStore<TipsState, TipsAction>
    private let disposeBag = DisposeBag()

    init(input: TipsInput, repository: VenueRepository) {
        let store = StateStore(reducer: TipsReducer.self, initialState: TipsState(venueName: input.venueName))
        self.store = store
        outputs = Outputs(state: store.state, close: inputs.backTapped.asObservable())

        // Results join the store on the main queue, where the screen reads it: a command that
        // reads the state then sees what the screen shows, not a state still on its way.
        let loads = inputs.viewDidLoad
            .flatMapLatest { _ in
                repository.tips(venueID: input.venueID).asObservable()
                    .map(TipsAction.loaded)
                    .catch { error in .just(.failed("\(error)")) }
            }
            .observe(on: MainScheduler.instance)
            .asObservable()
        store.dispatch(
            from: Observable.merge(
                loads, inputs.orderSelected.map(TipsAction.order))
        )
        .disposed(by: disposeBag)
    }
}
