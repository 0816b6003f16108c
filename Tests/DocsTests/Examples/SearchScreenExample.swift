import Core
import CoreTesting
import XCTest

/// Where the search example's results come from.
private protocol SearchRepository: Sendable {
    func search(_ text: String) -> Observable<[String]>
}

private struct Names: SearchRepository {
    let names: [String]
    func search(_ text: String) -> Observable<[String]> { .just(names.filter { $0.contains(text) }) }
}

/// The README's search example, in the screen it would live in.
@MainActor
private final class SearchScreen {
    let query = PublishRelay<String>()
    private(set) var rendered: [[String]] = []
    private let repository: SearchRepository
    private let scheduler: SchedulerType
    private let disposeBag = DisposeBag()

    init(repository: SearchRepository, scheduler: SchedulerType) {
        self.repository = repository
        self.scheduler = scheduler
    }

    func render(_ venues: [String]) { rendered.append(venues) }

    func bind() {
        let query = self.query
        let repository = self.repository
        let scheduler = self.scheduler
        // README: search
        let searches = query.debounce(.milliseconds(300), scheduler: scheduler).distinctUntilChanged()
        let found = searches.flatMapLatest { text in repository.search(text).catchAndReturn([]) }
        let results = found.asDriver(onErrorJustReturn: [])  // main queue, shared, cannot fail

        results
            .drive(with: self) { screen, venues in screen.render(venues) }  // main actor, checked
            .disposed(by: disposeBag)
        // README: end
    }
}

@MainActor
final class SearchScreenExampleTests: LeakCheckedTestCase {
    func testTheSearchExampleDebouncesAndRendersOnTheMainActor() async {
        let scheduler = TestScheduler(resolution: 0.001)
        let screen = SearchScreen(
            repository: Names(names: ["Canal Books", "Canal Roasters", "Hill Books"]), scheduler: scheduler)
        screen.bind()
        scheduler.scheduleAt(100) { screen.query.accept("Ca") }
        scheduler.scheduleAt(200) { screen.query.accept("Canal") }
        scheduler.scheduleAt(900) { screen.query.accept("Books") }
        scheduler.start()
        XCTAssertEqual(screen.rendered, [["Canal Books", "Canal Roasters"], ["Canal Books", "Hill Books"]])
    }
}
