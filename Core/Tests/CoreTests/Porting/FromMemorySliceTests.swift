// A settings screen and a paginated list, written the RxSwift + RxCocoa + RxTest way from memory,
// then compiled against Core with the imports changed (RxSwift, RxRelay, RxCocoa -> Core;
// RxTest, RxBlocking -> CoreTesting). The edits Swift 6 asked for are marked "soundness edit".
import Core
import CoreTesting
import Foundation
import XCTest

// MARK: - Views with `rx` extensions (UIKit stand-ins: NSObject subclasses, as UIView is)

@MainActor
final class SearchField: NSObject {
    var text: String?
    let editing = PublishRelay<String?>()
}

@MainActor
final class Switch: NSObject {
    var isOn = false
    let toggled = PublishRelay<Bool>()
}

@MainActor
final class Button: NSObject {
    var isEnabled = true
    let touchUpInside = PublishRelay<Void>()
}

@MainActor
final class VenueList: NSObject {
    var rows: [String] = []
    let nearBottom = PublishRelay<Void>()
}

extension Reactive where Base: SearchField {
    var text: ControlProperty<String?> {
        ControlProperty(
            values: base.editing.asObservable(),
            valueSink: Binder(base) { field, text in field.text = text })
    }
}

extension Reactive where Base: Switch {
    var isOn: ControlProperty<Bool> {
        ControlProperty(
            values: base.toggled.asObservable(),
            valueSink: Binder(base) { control, on in control.isOn = on })
    }
}

extension Reactive where Base: Button {
    var tap: ControlEvent<Void> { ControlEvent(events: base.touchUpInside.asObservable()) }
}

extension Reactive where Base: VenueList {
    var reachedBottom: ControlEvent<Void> { ControlEvent(events: base.nearBottom.asObservable()) }

    func items<Source: ObservableType>(
        _ source: Source
    )
        -> (_ configure: @escaping @MainActor (Int, String) -> String) -> Disposable
    where Source.Element == [String] {
        { configure in
            source.subscribe(onMainActor: { [weak base] items in
                base?.rows = items.enumerated().map { configure($0.offset, $0.element) }
            })
        }
    }
}

// MARK: - Services

protocol SettingsStore: Sendable {  // soundness edit: the store is used inside operator closures
    func save(name: String, notify: Bool) -> Single<String>
}

protocol VenueAPI: Sendable {  // soundness edit: the API is used inside operator closures
    func venues(matching query: String, page: Int) -> Single<[String]>
}

enum APIError: Error { case offline }

// MARK: - View models, RxSwift style

final class SettingsViewModel {
    let name = BehaviorRelay<String>(value: "")
    let notifications = BehaviorRelay<Bool>(value: true)
    let saveTapped = PublishRelay<Void>()

    let canSave: Driver<Bool>
    let saved: Signal<String>

    init(store: SettingsStore) {
        canSave = name.asDriver()
            .map { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .distinctUntilChanged()
        saved = saveTapped.asSignal()
            .withLatestFrom(Driver.combineLatest(name.asDriver(), notifications.asDriver()))
            .flatMapFirst { name, notify in
                store.save(name: name, notify: notify).asSignal(onErrorJustReturn: "Could not save")
            }
    }
}

final class VenueListViewModel {
    struct Input {
        let query: Driver<String>
        let loadMore: Signal<Void>
    }

    struct Output {
        let venues: Driver<[String]>
        let isLoading: Driver<Bool>
        let errors: Signal<String>
    }

    private let api: VenueAPI

    init(api: VenueAPI) {
        self.api = api
    }

    func transform(input: Input) -> Output {
        let loading = BehaviorRelay<Bool>(value: false)
        let errors = PublishRelay<String>()
        let api = self.api
        let venues = input.query
            .debounce(.milliseconds(300))
            .distinctUntilChanged()
            .flatMapLatest { query -> Driver<[String]> in
                input.loadMore
                    .startWith(())
                    .scan(0) { page, _ in page + 1 }
                    .flatMapFirst { page -> Signal<[String]> in
                        api.venues(matching: query, page: page)
                            .asObservable()
                            .do(onSubscribe: { loading.accept(true) }, onDispose: { loading.accept(false) })
                            .asSignal { error in
                                errors.accept("\(error)")
                                return .empty()
                            }
                    }
                    .scan([]) { $0 + $1 }
                    .asDriver(onErrorJustReturn: [])
            }
        return Output(venues: venues, isLoading: loading.asDriver(), errors: errors.asSignal())
    }
}

// MARK: - Screens binding them

@MainActor
final class SettingsScreen: NSObject {
    let nameField = SearchField()
    let notifySwitch = Switch()
    let saveButton = Button()
    var status: String?
    private let disposeBag = DisposeBag()

    func bind(to viewModel: SettingsViewModel) {
        nameField.rx.text.orEmpty.bind(to: viewModel.name).disposed(by: disposeBag)
        notifySwitch.rx.isOn.bind(to: viewModel.notifications).disposed(by: disposeBag)
        saveButton.rx.tap.bind(to: viewModel.saveTapped).disposed(by: disposeBag)
        viewModel.canSave.drive(saveButton.rx.isEnabled).disposed(by: disposeBag)
        viewModel.name.asDriver().drive(nameField.rx.text).disposed(by: disposeBag)
        viewModel.saved.emit(to: rx.status).disposed(by: disposeBag)
    }
}

@MainActor
final class VenueListScreen: NSObject {
    let searchField = SearchField()
    let list = VenueList()
    var spinning = false
    var lastError: String?
    private let disposeBag = DisposeBag()

    func bind(to viewModel: VenueListViewModel) {
        let output = viewModel.transform(
            input: .init(
                query: searchField.rx.text.orEmpty.asDriver(),
                loadMore: list.rx.reachedBottom.asSignal()))
        output.venues
            .drive(list.rx.items) { row, venue in "\(row + 1). \(venue)" }
            .disposed(by: disposeBag)
        output.isLoading.drive(rx.spinning).disposed(by: disposeBag)
        output.errors.emit(to: rx.lastError).disposed(by: disposeBag)
    }
}

// MARK: - RxTest tests

final class FromMemorySliceTests: XCTestCase {
    private struct FakeStore: SettingsStore {
        let scheduler: TestScheduler
        func save(name: String, notify: Bool) -> Single<String> {
            Single.just("Saved \(name) (\(notify ? "on" : "off"))").delay(.seconds(5), scheduler: scheduler)
        }
    }

    private struct FakeAPI: VenueAPI {
        let scheduler: TestScheduler
        func venues(matching query: String, page: Int) -> Single<[String]> {
            guard query != "offline" else { return .error(APIError.offline) }
            return Single.just(["\(query) \(page)a", "\(query) \(page)b"]).delay(
                .milliseconds(10), scheduler: scheduler)
        }
    }

    func testSavingWaitsForANameAndIgnoresTapsWhileSaving() {
        let scheduler = TestScheduler(initialClock: 0)
        let viewModel = SettingsViewModel(store: FakeStore(scheduler: scheduler))
        let canSave = scheduler.createObserver(Bool.self)
        let saved = scheduler.createObserver(String.self)
        let disposeBag = DisposeBag()

        SharingScheduler.mock(scheduler: scheduler) {
            viewModel.canSave.drive(canSave).disposed(by: disposeBag)
            viewModel.saved.emit(to: saved).disposed(by: disposeBag)
        }
        scheduler.createColdObservable([.next(10, "Ada"), .next(40, "  ")])
            .bind(to: viewModel.name)
            .disposed(by: disposeBag)
        scheduler.scheduleAt(20) { viewModel.saveTapped.accept(()) }
        scheduler.scheduleAt(22) { viewModel.saveTapped.accept(()) }
        scheduler.scheduleAt(30) { viewModel.notifications.accept(false) }
        scheduler.scheduleAt(31) { viewModel.saveTapped.accept(()) }
        scheduler.start()

        XCTAssertEqual(canSave.events, [.next(0, false), .next(10, true), .next(40, false)])
        XCTAssertEqual(saved.events, [.next(25, "Saved Ada (on)"), .next(36, "Saved Ada (off)")])
    }

    func testPagesAccumulateAndANewQueryStartsAgain() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let viewModel = VenueListViewModel(api: FakeAPI(scheduler: scheduler))
        let venues = scheduler.createObserver([String].self)
        let loading = scheduler.createObserver(Bool.self)
        let errors = scheduler.createObserver(String.self)
        var pagesRequested = 0
        let disposeBag = DisposeBag()

        SharingScheduler.mock(scheduler: scheduler) {
            let query = scheduler.createHotObservable([.next(100, "pizza"), .next(1_000, "offline")])
            let loadMore = scheduler.createHotObservable([.next(500, ()), .next(505, ()), .next(700, ())])
            let output = viewModel.transform(
                input: .init(
                    query: query.asDriver(onErrorJustReturn: ""),
                    loadMore: loadMore.asSignal(onErrorJustReturn: ())))
            output.venues.drive(venues).disposed(by: disposeBag)
            output.isLoading.drive(loading).disposed(by: disposeBag)
            output.errors.emit(to: errors).disposed(by: disposeBag)
            loadMore.subscribe(onNext: { pagesRequested += 1 }).disposed(by: disposeBag)
        }
        scheduler.start()

        // The query hops to the mocked scheduler (101) and settles 300 ticks later; the chains
        // built inside `flatMapLatest` run after `mock` returned, so they deliver on the main
        // queue, at once on this thread, as in RxSwift. `scan` counts the request at 505 that
        // `flatMapFirst` drops, so the third page loaded is page 4: the slice's own bug, kept.
        XCTAssertEqual(pagesRequested, 3)
        XCTAssertEqual(
            venues.events,
            [
                .next(411, ["pizza 1a", "pizza 1b"]),
                .next(511, ["pizza 1a", "pizza 1b", "pizza 2a", "pizza 2b"]),
                .next(711, ["pizza 1a", "pizza 1b", "pizza 2a", "pizza 2b", "pizza 4a", "pizza 4b"]),
            ])
        XCTAssertEqual(errors.events, [.next(1_302, "offline")])
        XCTAssertEqual(
            loading.events.map(\.value.element),
            [false, true, false, true, false, true, false, true, false])
    }

    @MainActor
    func testTheScreensBindTheirViewsBothWays() async {
        let store = ImmediateStore()
        let viewModel = SettingsViewModel(store: store)
        let screen = SettingsScreen()
        screen.bind(to: viewModel)

        screen.nameField.editing.accept("Grace")
        screen.notifySwitch.toggled.accept(false)
        screen.saveButton.touchUpInside.accept(())

        XCTAssertEqual(viewModel.name.value, "Grace")
        XCTAssertFalse(viewModel.notifications.value)
        XCTAssertTrue(screen.saveButton.isEnabled)
        XCTAssertEqual(screen.nameField.text, "Grace")
        XCTAssertEqual(screen.status, "Saved Grace (off)")
    }

    private struct ImmediateStore: SettingsStore {
        func save(name: String, notify: Bool) -> Single<String> { .just("Saved \(name) (\(notify ? "on" : "off"))") }
    }
}
