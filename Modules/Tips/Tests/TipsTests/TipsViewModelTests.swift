import Core
import CoreTesting
import Shared
import SharedTesting
import TerminalUI
import TipsInterface
import XCTest

@testable import Tips

@MainActor
final class TipsViewModelTests: LeakCheckedTestCase {
    private let input = TipsInput(venueID: "v1", venueName: "Roasters")

    func testViewModelLoadsSortsAndReportsErrorsOnVirtualTime() async {
        let scheduler = TestScheduler()
        let repository = FakeVenueRepository(tips: ["v1": Fixtures.tips])
        repository.delay = (.seconds(10), scheduler)
        let viewModel = TipsViewModel(input: input, repository: repository)
        let observer = scheduler.createObserver([String].self)
        let loading = scheduler.createObserver(Bool.self)
        let bag = DisposeBag()
        viewModel.outputs.state.map { $0.sortedTips.map(\.id) }.subscribe(observer).disposed(by: bag)
        viewModel.outputs.state.map(\.isLoading).distinctUntilChanged().subscribe(loading).disposed(by: bag)

        let inputs = viewModel.inputs
        scheduler.scheduleAt(200) { inputs.viewDidLoad.accept(()) }
        scheduler.scheduleAt(300) { inputs.orderSelected.accept(.liked) }
        scheduler.start()

        // The delayed answer completes one tick after its element (RxSwift's `delay` under
        // virtual time), and the single it becomes emits on completion.
        XCTAssertEqual(loading.events, [.next(0, true), .next(211, false)])
        XCTAssertEqual(
            observer.events,
            [
                .next(0, []),
                .next(211, ["t3", "t1", "t2"]),
                .next(300, ["t2", "t3", "t1"]),
            ])
    }

    func testAFailedLoadBecomesAnErrorInTheState() async {
        let repository = FakeVenueRepository(tips: ["v1": Fixtures.tips])
        repository.failure = .noConnection("offline")
        let viewModel = TipsViewModel(input: input, repository: repository)
        var last: TipsState?
        let subscription = viewModel.outputs.state.subscribe(onMainActor: { last = $0 })
        viewModel.inputs.viewDidLoad.accept(())
        XCTAssertEqual(last?.isLoading, false)
        XCTAssertEqual(last?.error, VenueDataError.noConnection("offline").description)
        subscription.dispose()
    }
}
