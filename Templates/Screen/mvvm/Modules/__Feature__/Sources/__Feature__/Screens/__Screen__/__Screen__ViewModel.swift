import Core

/// __Screen__'s state, changed only by `__Screen__Reducer`.
struct __Screen__State: Equatable {
    var items: [String] = []
}

/// The actions that change `__Screen__State`.
enum __Screen__Action {
    case add
    case removeLast
}

/// __Screen__'s pure state transitions.
enum __Screen__Reducer: Reducer {
    static func reduce(_ state: __Screen__State, _ action: __Screen__Action) -> __Screen__State {
        var next = state
        switch action {
        case .add: next.items.append("Item \(state.items.count + 1)")
        case .removeLast: if !next.items.isEmpty { next.items.removeLast() }
        }
        return next
    }
}

/// MVVM: inputs in, outputs out, state by a reducer.
@MainActor
final class __Screen__ViewModel {
    struct Inputs {
        let action = PublishRelay<__Screen__Action>()
        let backTapped = PublishRelay<Void>()
    }

    struct Outputs {
        let state: Observable<__Screen__State>
        let close: Observable<Void>
    }

    let inputs = Inputs()
    let outputs: Outputs
    private let store = StateStore(reducer: __Screen__Reducer.self, initialState: __Screen__State())
    private let disposeBag = DisposeBag()

    init() {
        outputs = Outputs(state: store.state, close: inputs.backTapped.asObservable())
        store.dispatch(from: inputs.action).disposed(by: disposeBag)
    }
}
