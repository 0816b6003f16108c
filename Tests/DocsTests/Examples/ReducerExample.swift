import Core
import CoreTesting
import XCTest

// README: reducer
enum SearchReducer: Reducer {
    struct State: Equatable {
        var query = ""
        var results: [String] = []
    }

    enum Action {
        case type(String)
        case loaded([String])
    }

    static func reduce(_ state: State, _ action: Action) -> State {
        var next = state
        switch action {
        case .type(let text): next.query = text
        case .loaded(let names): next.results = names
        }
        return next
    }
}
// README: end

final class ReducerExampleTests: XCTestCase {
    func testTheStoreAppliesActionsThroughTheReducer() {
        // README: store
        let store = StateStore(reducer: SearchReducer.self, initialState: .init())
        store.dispatch(.type("coffee"))
        let states = store.state  // Observable<State>: the current state, then every change
        // README: end
        let seen = TestScheduler(initialClock: 0).createObserver(SearchReducer.State.self)
        let subscription = states.subscribe(seen)
        store.dispatch(.loaded(["Canal Roasters"]))
        subscription.dispose()
        XCTAssertEqual(seen.events.compactMap(\.value.element).map(\.query), ["coffee", "coffee"])
        XCTAssertEqual(seen.events.last?.value.element?.results, ["Canal Roasters"])
    }
}
