// A searchable, paged catalogue with pull to refresh, RxExample's ActivityIndicator and
// ErrorTracker, written the RxSwift + RxCocoa + Swinject way, with `Sendable`
// models, `@MainActor` UI types and `observe(on: MainScheduler.instance)` where a plain
// `Observable` feeds UI code, and nothing else: no `assumeIsolated`, `@unchecked`,
// `nonisolated(unsafe)` or `@preconcurrency`. Where main-actor objects are touched (a router
// from a `Signal`, a view from its control events, a parent from a child's result, a view
// controller from a container factory) the compiler checks it as main-actor code.
import Core
import CoreTesting
import Foundation
import XCTest

// MARK: - Models and service (Sendable)

private struct Venue: Sendable, Equatable {
    let id: Int
    let name: String
}

private struct CatalogSection: Sendable, Equatable {
    let title: String
    let venues: [Venue]
}

private struct Offline: Error {}

private protocol CatalogAPI: Sendable {
    func search(_ query: String, page: Int) -> Single<[Venue]>
}

/// Answers at once, or after `latency` on `scheduler`; counts the searches it was asked.
private struct FakeCatalog: CatalogAPI {
    var latency: (RxTimeInterval, SchedulerType)?
    let searches = LockedBox(0)

    func search(_ query: String, page: Int) -> Single<[Venue]> {
        searches.increment()
        let answer: Single<[Venue]> =
            query == "boom"
            ? .error(Offline()) : .just((0..<2).map { Venue(id: page * 10 + $0, name: "\(query) \(page * 10 + $0)") })
        guard let (latency, scheduler) = latency else { return answer }
        return answer.asObservable().delaySubscription(latency, scheduler: scheduler).asSingle()
    }
}

// MARK: - RxExample's ActivityIndicator and ErrorTracker (Sendable, no lock of their own)

/// True while any sequence tracked by it runs. Each adds one when subscribed and takes it back
/// when it ends or is disposed; the relay delivers one change at a time, so `scan` keeps the
/// count without a lock.
private final class ActivityIndicator: SharedSequenceConvertibleType, Sendable {
    typealias Element = Bool
    typealias SharingStrategy = DriverSharingStrategy

    private let changes = PublishRelay<Int>()
    private let running: Driver<Bool>

    init() {
        running = changes.scan(0) { $0 + $1 }.map { $0 > 0 }.startWith(false).distinctUntilChanged()
            .asDriver(onErrorJustReturn: false)
    }

    fileprivate func track<Source: ObservableConvertibleType>(_ source: Source) -> Observable<Source.Element> {
        let changes = self.changes
        return Observable.using(
            { () -> ActivityToken in
                changes.accept(1)
                return ActivityToken(end: Disposables.create { changes.accept(-1) })
            },
            observableFactory: { _ in source.asObservable() })
    }

    /// One tracked sequence's span: `using` disposes it once, when the sequence ends.
    private struct ActivityToken: Disposable {
        let end: Cancelable
        func dispose() { end.dispose() }
    }

    func asSharedSequence() -> Driver<Bool> { running }
}

/// The errors of the sequences tracked by it, as a `Signal`, while the chains go on.
private final class ErrorTracker: SharedSequenceConvertibleType, Sendable {
    typealias Element = Swift.Error
    typealias SharingStrategy = SignalSharingStrategy

    private let errors = PublishRelay<Swift.Error>()

    fileprivate func track<Source: ObservableConvertibleType>(_ source: Source) -> Observable<Source.Element> {
        let errors = self.errors
        return source.asObservable().do(onError: { errors.accept($0) })
    }

    func asSharedSequence() -> Signal<Swift.Error> { errors.asSignal() }
}

extension ObservableConvertibleType {
    fileprivate func trackActivity(_ indicator: ActivityIndicator) -> Observable<Element> { indicator.track(self) }
    fileprivate func trackError(_ tracker: ErrorTracker) -> Observable<Element> { tracker.track(self) }
}

// MARK: - UI (main actor)

@MainActor
private final class CatalogView: NSObject, Presentable {
    var sections: [CatalogSection] = []
    var isLoading = false { didSet { loadingShown.append(isLoading) } }
    private(set) var loadingShown: [Bool] = []
    var shownError: String?
    let typed = PublishRelay<String>()
    let selected = PublishRelay<Int>()
    let displayed = PublishRelay<Int>()
    let pulled = PublishRelay<Void>()

    var rows: [Venue] { sections.flatMap(\.venues) }
    func isNearBottom(_ row: Int) -> Bool { row >= rows.count - 1 }
}

extension Reactive where Base: CatalogView {
    fileprivate var query: ControlProperty<String> {
        ControlProperty(values: base.typed.asObservable(), valueSink: Binder(base) { _, _ in })
    }

    fileprivate var itemSelected: ControlEvent<Int> { ControlEvent(events: base.selected.asObservable()) }
    fileprivate var willDisplayCell: ControlEvent<Int> { ControlEvent(events: base.displayed.asObservable()) }
    /// Pull to refresh (a refresh control's `.valueChanged`).
    fileprivate var refresh: ControlEvent<Void> { ControlEvent(events: base.pulled.asObservable()) }

    /// The venue of a selected row: read from the view, in a main-actor closure.
    fileprivate var venueSelected: MainActorObservable<Venue> {
        let view = base
        return itemSelected.compactMap { row in view.rows.indices.contains(row) ? view.rows[row] : nil }
    }

    /// A row near the bottom was shown: asked of the view, in a main-actor closure.
    fileprivate var nearBottom: MainActorObservable<Void> {
        let view = base
        return willDisplayCell.filter { view.isNearBottom($0) }.map { _ in () }
    }
}

// MARK: - View model (Sendable), transform(input:) with Driver and Signal outputs

private final class CatalogViewModel: Sendable {
    struct Input {
        let query: Observable<String>
        let nearBottom: Observable<Void>
        let refresh: Observable<Void>
        let selected: Observable<Venue>
    }

    struct Output {
        let sections: Driver<[CatalogSection]>
        let isLoading: Driver<Bool>
        let errors: Signal<String>
        let openDetail: Signal<Venue>
    }

    let api: CatalogAPI
    let scheduler: SchedulerType

    init(api: CatalogAPI, scheduler: SchedulerType) {
        self.api = api
        self.scheduler = scheduler
    }

    func transform(input: Input) -> Output {
        let api = self.api
        let activity = ActivityIndicator()
        let errors = ErrorTracker()
        let queries = input.query
            .debounce(.milliseconds(300), scheduler: scheduler)
            .distinctUntilChanged()
            .share(replay: 1)
        // A pull starts the query's paging again from its first page.
        let pages = queries.flatMapLatest { query in
            input.refresh.startWith(())
                .flatMapLatest { _ in
                    input.nearBottom.scan(0) { page, _ in page + 1 }.startWith(0)
                        .flatMapFirst { page in
                            api.search(query, page: page).asObservable()
                                .trackActivity(activity)
                                .trackError(errors)
                                .catch { _ in .empty() }
                        }
                        .scan([Venue]()) { all, page in all + page }
                }
                .map { [CatalogSection(title: query, venues: $0)] }
        }
        return Output(
            sections: pages.asDriver(onErrorJustReturn: []), isLoading: activity.asDriver(),
            errors: errors.asSignal().map { "\($0)" },
            openDetail: input.selected.asSignal(onErrorSignalWith: .empty()))
    }
}

// MARK: - Router with a route enum, coordinators, assembly

@MainActor
private final class DetailScreen: Presentable {
    let venue: Venue
    let done = PublishRelay<Bool>()
    init(venue: Venue) { self.venue = venue }
}

@MainActor
private final class DetailCoordinator: BaseCoordinator<Venue?> {
    let screen: DetailScreen
    private let navigation: NavigationControllable

    init(venue: Venue, navigation: NavigationControllable) {
        screen = DetailScreen(venue: venue)
        self.navigation = navigation
    }

    override func start() -> MainActorObservable<Venue?> {
        navigation.pushViewController(screen, animated: true)
        let venue = screen.venue
        return screen.done.observe(on: MainScheduler.instance).take(1).map { saved in saved ? venue : nil }
    }
}

@MainActor
private final class CatalogCoordinator: BaseCoordinator<Void> {
    enum Route { case detail(Venue) }

    private let navigation: NavigationControllable
    private let resolver: Resolver
    private(set) var saved: [Venue] = []
    private(set) var openDetails: [DetailCoordinator] = []

    init(navigation: NavigationControllable, resolver: Resolver) {
        self.navigation = navigation
        self.resolver = resolver
    }

    /// XCoordinator's `trigger`: a route runs a child flow; its result comes back on the main
    /// actor by its type, so the closures below change this coordinator and the navigation.
    func trigger(_ route: Route) {
        switch route {
        case .detail(let venue):
            let detail = DetailCoordinator(venue: venue, navigation: navigation)
            openDetails.append(detail)
            let navigation = self.navigation
            coordinate(to: detail)
                .do(onNext: { _ in navigation.popViewController(animated: true) })
                .subscribe(onNext: { [weak self] venue in if let venue { self?.saved.append(venue) } })
                .disposed(by: disposeBag)
        }
    }

    override func start() -> MainActorObservable<Void> {
        guard let view = resolver.resolve(CatalogView.self), let viewModel = resolver.resolve(CatalogViewModel.self)
        else { return .error(Offline()) }
        navigation.setViewControllers([view], animated: false)
        let output = viewModel.transform(
            input: .init(
                query: view.rx.query.asObservable(), nearBottom: view.rx.nearBottom.asObservable(),
                refresh: view.rx.refresh.asObservable(), selected: view.rx.venueSelected.asObservable()))
        output.sections.drive(with: view) { view, sections in view.sections = sections }.disposed(by: disposeBag)
        output.isLoading.drive(with: view) { view, loading in view.isLoading = loading }.disposed(by: disposeBag)
        output.errors.emit(with: view) { view, error in view.shownError = error }.disposed(by: disposeBag)
        output.openDetail
            .do(onNext: { [weak self] venue in self?.trigger(.detail(venue)) })
            .emit()
            .disposed(by: disposeBag)
        return .never()
    }
}

@MainActor
private struct CatalogAssembly: @MainActor Assembly {
    let scheduler: SchedulerType
    var api: CatalogAPI = FakeCatalog()

    func assemble(container: Container) {
        let (scheduler, api) = (self.scheduler, self.api)
        container.register(CatalogAPI.self) { _ in api }.inObjectScope(.container)
        container.register(CatalogViewModel.self) { r in
            CatalogViewModel(api: r.resolve(CatalogAPI.self)!, scheduler: scheduler)
        }
        container.register(CatalogView.self) { _ in CatalogView() }
    }
}

// MARK: - Tests, RxTest's way, on the main actor

@MainActor
final class MainActorSliceTests: LeakCheckedTestCase {
    /// The catalogue's flow, started as a child of `parent`: its services come from an
    /// assembly over `api`, through a child container for the flow.
    private func startCatalog(
        under parent: BaseCoordinator<Void>, on scheduler: TestScheduler, api: CatalogAPI = FakeCatalog(),
        keptBy bag: DisposeBag
    ) throws -> (catalog: CatalogCoordinator, view: CatalogView, navigation: RecordingNavigationController) {
        let app = Assembler([CatalogAssembly(scheduler: scheduler, api: api)])
        let flow = Assembler([], parent: app)
        let navigation = RecordingNavigationController()
        let catalog = CatalogCoordinator(navigation: navigation, resolver: flow.resolver)
        parent.coordinate(to: catalog).subscribe().disposed(by: bag)
        return (catalog, try XCTUnwrap(navigation.viewControllers.first as? CatalogView), navigation)
    }

    func testSearchingPagingAndOpeningADetailOnVirtualTime() async throws {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let parent = BaseCoordinator<Void>()
        let bag = DisposeBag()
        try SharingScheduler.mock(scheduler: scheduler) {
            let (catalog, view, navigation) = try startCatalog(under: parent, on: scheduler, keptBy: bag)
            scheduler.scheduleAt(100) { view.typed.accept("Ca") }
            scheduler.scheduleAt(200) { view.typed.accept("Caf") }
            scheduler.scheduleAt(700) { view.displayed.accept(1) }
            scheduler.scheduleAt(800) { view.selected.accept(3) }
            scheduler.scheduleAt(1_000) { view.typed.accept("boom") }
            scheduler.start()

            XCTAssertEqual(view.rows.map(\.name), ["Caf 0", "Caf 1", "Caf 10", "Caf 11"], "typed, debounced, paged")
            XCTAssertEqual(view.shownError, "\(Offline())")
            XCTAssertFalse(view.isLoading)
            XCTAssertEqual(catalog.openDetails.map(\.screen.venue.name), ["Caf 11"], "the router opened the detail")
            XCTAssertEqual(navigation.actions.last, .push("DetailScreen"))

            catalog.openDetails.first?.screen.done.accept(true)
            XCTAssertEqual(catalog.saved.map(\.name), ["Caf 11"], "the child's result reached the parent")
            XCTAssertEqual(navigation.actions.last, .pop("DetailScreen"))
            XCTAssertTrue(catalog.childCoordinators.isEmpty, "the detail flow was let go with its screen")
        }
    }

    func testPullToRefreshLoadsTheFirstPageAgainWhileTheIndicatorFollowsEveryRequest() async throws {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let api = FakeCatalog(latency: (.milliseconds(100), scheduler))
        let parent = BaseCoordinator<Void>()
        let bag = DisposeBag()
        try SharingScheduler.mock(scheduler: scheduler) {
            let view = try startCatalog(under: parent, on: scheduler, api: api, keptBy: bag).view
            scheduler.scheduleAt(100) { view.typed.accept("Caf") }
            scheduler.scheduleAt(600) { view.displayed.accept(1) }
            scheduler.scheduleAt(650) {
                XCTAssertTrue(view.isLoading, "the second page is on its way")
                XCTAssertEqual(view.rows.count, 2)
            }
            scheduler.scheduleAt(800) {
                XCTAssertEqual(view.rows.count, 4, "two pages")
                view.pulled.accept(())
            }
            scheduler.start()

            XCTAssertEqual(view.rows.map(\.name), ["Caf 0", "Caf 1"], "a pull starts again from the first page")
            XCTAssertEqual(api.searches.value, 3, "the first page, the second, the first again")
            XCTAssertEqual(view.loadingShown, [false, true, false, true, false, true, false], "one span per request")
            XCTAssertNil(view.shownError)
        }
    }
}
