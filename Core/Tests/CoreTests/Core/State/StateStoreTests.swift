import Core
import CoreTesting
import Dispatch
import XCTest

private enum SearchReducer: Reducer {
    struct State: Equatable {
        var query = ""
        var submitted: [String] = []
    }

    enum Action {
        case type(String)
        case submit
    }

    static func reduce(_ state: State, _ action: Action) -> State {
        var next = state
        switch action {
        case .type(let text): next.query = text
        case .submit:
            next.submitted.append(state.query)
            next.query = ""
        }
        return next
    }
}

final class StateStoreTests: LeakCheckedTestCase {
    func testReducesActionsIntoAReplayingState() {
        let store = StateStore(reducer: SearchReducer.self, initialState: .init())
        store.dispatch(.type("cof"))
        store.dispatch(.type("coffee"))
        let late = LockedBox<[SearchReducer.State]>([])
        let subscription = store.state.subscribe(onNext: { late.append($0) })
        store.dispatch(.submit)
        XCTAssertEqual(
            late.value,
            [
                .init(query: "coffee", submitted: []),
                .init(query: "", submitted: ["coffee"]),
            ])
        XCTAssertEqual(store.currentState.submitted, ["coffee"])
        subscription.dispose()
    }

    func testActionsFromAnObservableOnVirtualTime() {
        let scheduler = TestScheduler()
        let store = StateStore(reducer: SearchReducer.self, initialState: .init())
        let typing = scheduler.createHotObservable([.next(210, SearchReducer.Action.type("a")), .next(220, .submit)])
        let observer = scheduler.createObserver([String].self)
        let bag = CompositeDisposable()
        scheduler.scheduleAt(200) {
            bag.insert(store.dispatch(from: typing))
            bag.insert(store.state.map(\.submitted).subscribe(observer))
        }
        scheduler.start()
        bag.dispose()
        XCTAssertEqual(observer.events, [.next(200, []), .next(210, []), .next(220, ["a"])])
    }

    func testConcurrentDispatchAppliesEveryAction() {
        let store = StateStore<Int, Int>(initialState: 0) { $0 + $1 }
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<1_000 { store.dispatch(1) }
        }
        XCTAssertEqual(store.currentState, 8_000)
    }

    func testDispatchFromInsideAStateObserverKeepsOrder() {
        let store = StateStore<Int, Int>(initialState: 0) { $0 + $1 }
        let seen = LockedBox<[Int]>([])
        let subscription = store.state.subscribe(onNext: { value in
            seen.append(value)
            if value == 1 { store.dispatch(10) }
        })
        store.dispatch(1)
        XCTAssertEqual(seen.value, [0, 1, 11])
        subscription.dispose()
    }
}
