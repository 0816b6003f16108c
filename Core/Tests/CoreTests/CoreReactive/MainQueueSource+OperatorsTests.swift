import Core
import CoreTesting
import Foundation
import XCTest

/// A table of a team's own, as UIKit's views are to Swift 6: main-actor, not `Sendable`.
@MainActor
private final class Table: ReactiveCompatible {
    var rows = ["a", "b", "c"]
    var popped = 0
    let selections = PublishSubject<Int>()
    let displays = PublishSubject<Int>()

    func item(at row: Int) -> String? { rows.indices.contains(row) ? rows[row] : nil }
    func isNearBottom(_ row: Int) -> Bool { row >= rows.count - 1 }
}

/// The control events of the table, written in a generic `Reactive` extension as RxCocoa's own
/// are, with capture lists, in main-actor code.
@MainActor
extension Reactive where Base: Table {
    var itemSelected: ControlEvent<Int> { ControlEvent(events: base.selections.observe(on: MainScheduler.instance)) }

    var modelSelected: ControlEvent<String> {
        ControlEvent(events: itemSelected.compactMap { [weak table = base] in table?.item(at: $0) })
    }

    var nearBottom: ControlEvent<Void> {
        ControlEvent(
            events: base.displays.observe(on: MainScheduler.instance)
                .filter { [weak table = base] in table?.isNearBottom($0) ?? false }.map { _ in () })
    }

    /// The selected row's text as a plain `Observable`, which the code asks for by name.
    var selectedTexts: Observable<String> {
        itemSelected.flatMap { [weak table = base] row -> Observable<String> in
            guard let table, let text = table.item(at: row) else { return .empty() }
            return .just(text.uppercased())
        }
    }
}

/// A team's coordinator of its own, returning `Observable<T>` as XCoordinator-style code does.
@MainActor
private final class DetailFlow {
    let table = Table()
    let done = PublishSubject<String>()

    func start() -> Observable<String> {
        done.take(1).observe(on: MainScheduler.instance).do(onNext: { [weak table] _ in table?.popped += 1 })
    }
}

extension ObservableType {
    /// A team's helper on `ObservableType`, at the end of a main-typed chain.
    fileprivate func asSignalOnErrorJustComplete() -> Signal<Element> where Element: Sendable {
        asSignal(onErrorSignalWith: .empty())
    }
}

/// A sequence on the main queue by its type keeps its operators' closures main-actor code even
/// where the code asks for a plain `Observable`, and in generic `Reactive` extensions with
/// capture lists: none of these compiled when `ObservableType`'s `@Sendable` operators were
/// chosen there.
@MainActor
final class MainQueueSourceOperatorsTests: LeakCheckedTestCase {
    func testOperatorsOfAControlEventInAGenericExtensionRunOnTheMainActor() async {
        let table = Table()
        let selected = LockedBox<[String]>([])
        let nearBottom = LockedBox(0)
        let bag = DisposeBag()
        table.rx.modelSelected.subscribe(onNext: { selected.append($0) }).disposed(by: bag)
        table.rx.nearBottom.subscribe(onNext: { nearBottom.increment() }).disposed(by: bag)
        table.selections.onNext(1)
        table.selections.onNext(7)
        table.displays.onNext(0)
        table.displays.onNext(2)
        XCTAssertEqual(selected.value, ["b"], "row 7 has no item")
        XCTAssertEqual(nearBottom.value, 1)
    }

    func testAFlatMapAskedAsAPlainObservableRunsItsSelectorOnTheMainActor() async {
        let table = Table()
        let texts = LockedBox<[String]>([])
        let subscription = table.rx.selectedTexts.subscribe(onNext: { texts.append($0) })
        table.selections.onNext(0)
        table.selections.onNext(2)
        XCTAssertEqual(texts.value, ["A", "C"])
        subscription.dispose()
    }

    func testACoordinatorsResultAsAPlainObservable() async {
        let flow = DetailFlow()
        let results = LockedBox<[String]>([])
        let subscription = flow.start().subscribe(onNext: { results.append($0) })
        flow.done.onNext("saved")
        flow.done.onNext("again")
        XCTAssertEqual(results.value, ["saved"])
        XCTAssertEqual(flow.table.popped, 1)
        subscription.dispose()
    }

    func testAChainEndingInATeamsHelperOnObservableType() async {
        let table = Table()
        let sections = BehaviorSubject(value: ["x", "y"])
        let opened = LockedBox<[String]>([])
        let bag = DisposeBag()
        table.rx.itemSelected
            .withLatestFrom(sections) { row, sections in sections.indices.contains(row) ? sections[row] : nil }
            .compactMap { $0 }
            .observe(on: MainScheduler.instance)
            .do(onNext: { [weak table] in table?.rows.append($0) })
            .asSignalOnErrorJustComplete()
            .emit(onNext: { opened.append($0) })
            .disposed(by: bag)
        table.selections.onNext(1)
        // The second hop onto the main queue, made while the first one's delivery runs there,
        // waits for the queue's next turn, as RxSwift's main scheduler has it.
        let settled = await mainQueueSettled()
        XCTAssertTrue(settled, "the main queue still had Core's work after ten seconds")
        XCTAssertEqual(opened.value, ["y"])
        XCTAssertEqual(table.rows, ["a", "b", "c", "y"])
    }

    /// Asked for by name, each operator of a main-typed sequence gives a plain `Observable`
    /// whose closure ran on the main actor.
    func testEveryOperatorAskedAsAPlainObservable() async {
        let table = Table()
        let events = MainActorObservable.just(2)
        let outcomes = LockedBox<[String]>([])
        let bag = DisposeBag()
        let chains: [(String, Observable<Int>)] = [
            ("map", events.map { $0 + table.rows.count }),
            ("compactMap", events.compactMap { table.item(at: $0).map { _ in 1 } }),
            ("filter", events.filter { $0 < table.rows.count }),
            ("distinctUntilChanged", events.distinctUntilChanged { _, _ in table.rows.isEmpty }),
            ("distinctUntilChanged key", events.distinctUntilChanged { _ in table.rows.count }),
            ("scan", events.scan(table.rows.count) { $0 + $1 }),
            ("do", events.do(onNext: { _ in table.popped += 1 })),
            ("withLatestFrom", events.withLatestFrom(Observable.just(1)) { $0 + $1 + table.popped }),
            ("flatMapLatest", events.flatMapLatest { Observable.just($0 * table.rows.count) }),
            ("flatMapFirst", events.flatMapFirst { Observable.just($0 - table.rows.count) }),
            ("concatMap", events.concatMap { Observable.of($0, table.rows.count) }),
        ]
        for (name, chain) in chains {
            chain.subscribe(onNext: { outcomes.append("\(name): \($0)") }).disposed(by: bag)
        }
        XCTAssertEqual(
            outcomes.value,
            [
                "map: 5", "compactMap: 1", "filter: 2", "distinctUntilChanged: 2", "distinctUntilChanged key: 2",
                "scan: 5", "do: 2", "withLatestFrom: 4", "flatMapLatest: 6", "flatMapFirst: -1", "concatMap: 2",
                "concatMap: 3",
            ])
    }
}
