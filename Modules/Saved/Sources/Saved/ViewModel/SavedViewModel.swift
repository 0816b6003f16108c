import Core
import Shared

/// Saved's view model: inputs from the screen, outputs for the screen and coordinator.
@MainActor
final class SavedViewModel {
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
        let state: Observable<SavedState>
        /// The user is done with the screen.
        let close: Observable<Void>
        /// Open the added screen at this index.
        let openScreen: Observable<Int>
    }

    let inputs = Inputs()
    let outputs: Outputs
    private let store: StateStore<SavedState, SavedAction>
    private let disposeBag = DisposeBag()

    init(useCase: SavedUseCase) {
        let store = StateStore(reducer: SavedReducer.self, initialState: SavedState())
        self.store = store
        outputs = Outputs(
            state: store.state,
            close: inputs.backTapped.asObservable(),
            openScreen: inputs.screenSelected.filter { SavedScreens.all.indices.contains($0) }
        )
        let loads = inputs.viewDidLoad.flatMapLatest { _ in
            useCase.items()
                .map(SavedAction.loaded)
                .catch { error in .just(.failed("\(error)")) }
        }
        store.dispatch(from: Observable.merge(loads, inputs.notice.map(SavedAction.notice))).disposed(by: disposeBag)
    }
}
