import Core
import CoreTesting
import Shared
import XCTest

@testable import __Feature__

@MainActor
final class __Screen__ViewModelTests: LeakCheckedTestCase {
    func testTheViewModelReducesActionsOnVirtualTime() async {
        let scheduler = TestScheduler()
        let viewModel = __Screen__ViewModel()
        let counts = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        viewModel.outputs.state.map(\.items.count).subscribe(counts).disposed(by: bag)
        let action = viewModel.inputs.action
        scheduler.scheduleAt(210) { action.accept(.add) }
        scheduler.scheduleAt(220) { action.accept(.add) }
        scheduler.scheduleAt(230) { action.accept(.removeLast) }
        scheduler.start()
        XCTAssertEqual(counts.events, [.next(0, 0), .next(210, 1), .next(220, 2), .next(230, 1)])
    }
}
