import Core
import CoreTesting
import Foundation
import XCTest

/// A view model written the RxSwift way: a plain class, not `Sendable`, with inputs as relays
/// and outputs as drivers, timed on the scheduler it is given.
private final class SearchViewModel {
    let query = PublishRelay<String>()
    let loadMore = PublishRelay<Void>()
    let results: Driver<[String]>
    let pages: Driver<Int>
    /// A count the test reads and changes directly, as RxTest tests do with their view models.
    var refreshes = 0

    init(scheduler: SchedulerType) {
        results = query.asObservable()
            .debounce(.seconds(20), scheduler: scheduler)
            .distinctUntilChanged()
            .map { text in ["\(text) 1", "\(text) 2"] }
            .asDriver(onErrorJustReturn: [])
        pages = loadMore.asObservable()
            .flatMapFirst { Observable.just(()).delay(.seconds(30), scheduler: scheduler) }
            .scan(1) { page, _ in page + 1 }
            .asDriver(onErrorJustReturn: 0)
    }

    func refresh() { refreshes += 1 }
}

/// RxTest's idioms with a view model that is not `Sendable`: `scheduleAt` and `start` capture
/// it and the test's local variables, and observers are bound with `bind(to:)` and `drive`,
/// as RxTest tests are written. The scheduler runs those closures on the test's own thread.
final class TestSchedulerCaptureTests: LeakCheckedTestCase {
    func testScheduledActionsCaptureTheViewModelAndTheTestsVariables() {
        let scheduler = TestScheduler(initialClock: 0)
        let viewModel = SearchViewModel(scheduler: scheduler)
        let results = scheduler.createObserver([String].self)
        let bag = DisposeBag()
        var typedAt: [TestTime] = []
        // The drivers deliver on the main queue, where the test runs: no hop.
        viewModel.results.drive(results).disposed(by: bag)
        scheduler.createColdObservable([.next(10, "caf"), .next(15, "café"), .next(60, "café")])
            .bind(to: viewModel.query)
            .disposed(by: bag)
        scheduler.scheduleAt(5) {
            viewModel.refresh()
            typedAt.append(scheduler.clock)
        }
        scheduler.start()
        XCTAssertEqual(results.events, [.next(35, ["café 1", "café 2"])], "debounced, then distinct")
        XCTAssertEqual(viewModel.refreshes, 1)
        XCTAssertEqual(typedAt, [5])
    }

    func testStartCapturesTheViewModel() {
        let scheduler = TestScheduler(initialClock: 0)
        let viewModel = SearchViewModel(scheduler: scheduler)
        scheduler.scheduleAt(210) { viewModel.loadMore.accept(()) }
        scheduler.scheduleAt(220) { viewModel.loadMore.accept(()) }  // ignored: a page is loading
        scheduler.scheduleAt(250) { viewModel.loadMore.accept(()) }
        let pages = scheduler.start { viewModel.pages.asObservable() }
        XCTAssertEqual(pages.events, [.next(240, 2), .next(280, 3)], "flatMapFirst drops the tap while loading")
    }
}
