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

    func testAnActionIsNotRunWhenTheClockRunsOnAnotherThread() {
        let refused = LockedBox<[String]>([])
        let scheduler = TestScheduler(initialClock: 0, fail: { refused.append($0) })
        var ran = false
        scheduler.scheduleAt(10) { ran = true }
        let operatorWork = LockedBox(false)
        _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
            operatorWork.set(true)
            return Disposables.create()
        }
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            scheduler.start()
            done.signal()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        XCTAssertFalse(ran, "the test's closure never ran beside the test")
        XCTAssertEqual(refused.value.count, 1)
        XCTAssertTrue(refused.value.first?.contains("another thread") ?? false, "\(refused.value)")
        XCTAssertTrue(operatorWork.value, "Sendable work runs wherever the clock runs")
    }

    func testAClosureSubscribedToATestableObservableCountsIntoALocalVariable() {
        let scheduler = TestScheduler(initialClock: 0)
        let taps = scheduler.createHotObservable([.next(10, ()), .next(20, ()), .completed(30)])
        let values = scheduler.createColdObservable([.next(5, 1), .error(7, TestError("boom"))])
        var count = 0
        var completedAt: TestTime?
        var failure: Error?
        var disposals = 0
        let subscriptions = [
            taps.subscribe(onNext: { count += 1 }, onCompleted: { completedAt = scheduler.clock }),
            values.subscribe(onNext: { count += $0 }, onError: { failure = $0 }, onDisposed: { disposals += 1 }),
        ]
        scheduler.start()
        XCTAssertEqual(count, 3)
        XCTAssertEqual(completedAt, 30)
        XCTAssertEqual(failure as? TestError, TestError("boom"))
        XCTAssertEqual(disposals, 1, "a terminated subscription is disposed")
        subscriptions.forEach { $0.dispose() }
    }

    func testAnEventForATestClosureIsNotDeliveredFromAnotherThread() {
        let refused = LockedBox<[String]>([])
        let scheduler = TestScheduler(initialClock: 0, fail: { refused.append($0) })
        var count = 0
        let subscription = scheduler.createColdObservable([.next(10, 1)]).subscribe(onNext: { count += $0 })
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            scheduler.start()
            done.signal()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        subscription.dispose()
        XCTAssertEqual(count, 0, "the test's closure never ran beside the test")
        XCTAssertEqual(refused.value.count, 1)
        XCTAssertTrue(refused.value.first?.contains("another thread") ?? false, "\(refused.value)")
    }
}
