/// A pure state transition: the reducer of unidirectional data flow.
public protocol Reducer: Sendable {
    /// The state being reduced.
    associatedtype State
    /// The actions that change it.
    associatedtype Action
    /// Returns the state after `action`; no side effects.
    static func reduce(_ state: State, _ action: Action) -> State
}

/// State changed only by actions through a pure `reduce`, exposed as a replaying observable.
///
/// Actions are applied one at a time in the order they arrive, even from several threads or
/// from inside a state observer.
public final class StateStore<State: Sendable, Action: Sendable>: Sendable {
    private let actions = PublishSubject<Action>()
    private let states: BehaviorRelay<State>
    private let subscription: Disposable

    /// A store starting at `initialState`.
    public init(initialState: State, reduce: @escaping @Sendable (State, Action) -> State) {
        let states = BehaviorRelay(value: initialState)
        self.states = states
        // `actions` never ends or fails, so the scan only ever sends states.
        subscription = actions.scan(initialState, accumulator: reduce).bind(to: states)
    }

    /// A store whose transitions are `reducer.reduce`.
    public convenience init<R: Reducer>(reducer: R.Type, initialState: State)
    where R.State == State, R.Action == Action {
        self.init(initialState: initialState, reduce: R.reduce)
    }

    /// The current state, then every new one.
    public var state: Observable<State> { states.asObservable() }

    /// The state right now.
    public var currentState: State { states.value }

    /// Applies `action`.
    public func dispatch(_ action: Action) {
        actions.onNext(action)
    }

    /// Applies every action of `source` until the returned disposable is disposed.
    public func dispatch<Source: ObservableType>(from source: Source) -> Disposable
    where Source.Element == Action {
        source.subscribe(onNext: { [actions] in actions.onNext($0) })
    }

    deinit {
        subscription.dispose()
    }
}
