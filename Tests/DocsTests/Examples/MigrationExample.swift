import Core
import CoreTesting
import XCTest

// README: viewmodel
protocol SearchAPI: Sendable {
    func search(_ query: String) -> Single<[String]>
}

final class SearchViewModel {
    struct Input {
        let query: Observable<String>
    }

    struct Output {
        let results: Driver<[String]>
        let isLoading: Driver<Bool>
        let errors: Signal<String>
    }

    private let api: SearchAPI
    private let scheduler: SchedulerType

    init(api: SearchAPI, scheduler: SchedulerType = MainScheduler.instance) {
        self.api = api
        self.scheduler = scheduler
    }

    func transform(_ input: Input) -> Output {
        let api = self.api
        let loading = BehaviorRelay(value: false)
        let errors = PublishRelay<String>()
        let results = input.query
            .debounce(.milliseconds(300), scheduler: scheduler)
            .distinctUntilChanged()
            .flatMapLatest { query in
                api.search(query).asObservable()
                    .do(onSubscribe: { loading.accept(true) }, onDispose: { loading.accept(false) })
                    .catch { error in
                        errors.accept("\(error)")
                        return .just([])
                    }
            }
            .asDriver(onErrorJustReturn: [])
        return Output(results: results, isLoading: loading.asDriver(), errors: errors.asSignal())
    }
}

struct SearchAssembly: Assembly {
    let api: SearchAPI
    var scheduler: SchedulerType = MainScheduler.instance

    func assemble(container: Container) {
        let api = self.api
        let scheduler = self.scheduler
        container.register(SearchAPI.self) { _ in api }.inObjectScope(.container)
        container.register(SearchViewModel.self) { r in
            try SearchViewModel(api: r.require(SearchAPI.self), scheduler: scheduler)
        }
    }
}
// README: end

private struct Names: SearchAPI {
    let names: [String]
    func search(_ query: String) -> Single<[String]> {
        query == "boom" ? .error(TestFailure()) : .just(names.filter { $0.hasPrefix(query) })
    }
}

private struct TestFailure: Error, CustomStringConvertible {
    var description: String { "offline" }
}

final class MigrationExampleTests: XCTestCase {
    // README: test
    func testSearchDebouncesSkipsRepeatsAndReportsErrors() throws {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let api = Names(names: ["Canal", "Castle", "Hill"])
        let assembler = Assembler([SearchAssembly(api: api, scheduler: scheduler)])
        let bag = DisposeBag()
        let results = scheduler.createObserver([String].self)
        let errors = scheduler.createObserver(String.self)
        let query = scheduler.createHotObservable([
            .next(100, "Ca"), .next(200, "Can"), .next(600, "Can"), .next(1_000, "boom"),
        ])
        try SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = try assembler.resolver.require(SearchViewModel.self)
            let output = viewModel.transform(.init(query: query.asObservable()))
            output.results.drive(results).disposed(by: bag)
            output.errors.emit(to: errors).disposed(by: bag)
            scheduler.start()
        }
        XCTAssertEqual(results.events, [.next(501, ["Canal"]), .next(1_301, [])])
        XCTAssertEqual(errors.events, [.next(1_301, "offline")])
    }
    // README: end
}
