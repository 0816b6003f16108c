import Core
import CoreTesting
import Foundation
import XCTest

/// A text field written the way a view with RxCocoa-style extensions is: what the user types
/// comes from the view (here, `type(_:)`), what code sets goes through a binder.
@MainActor
private final class TextField: ReactiveCompatible {
    /// The text, as code last set it or the user last typed it.
    var text: String?
    let typed: BehaviorRelay<String?>
    let taps = PublishRelay<Void>()

    init(text: String?) {
        self.text = text
        typed = BehaviorRelay(value: text)
    }

    /// The user types: the field's value changes and the change is announced.
    func type(_ newText: String) {
        text = newText
        typed.accept(newText)
    }
}

extension Reactive where Base: TextField {
    fileprivate var text: ControlProperty<String?> {
        ControlProperty(values: base.typed, valueSink: Binder(base) { field, text in field.text = text })
    }

    fileprivate var tap: ControlEvent<Void> { ControlEvent(events: base.taps) }
}

/// A list with RxCocoa's curried `items` binder shape.
@MainActor
private final class ListView: ReactiveCompatible {
    var rows: [String] = []
}

extension Reactive where Base: ListView {
    fileprivate func items<Source: ObservableType>(
        _ source: Source
    ) -> (_ cellFactory: @escaping @MainActor @Sendable (Int, String) -> String) -> Disposable
    where Source.Element == [String] {
        let list = base
        return { cellFactory in
            source.bind(
                to: Binder(list) { list, items in
                    list.rows = items.enumerated().map { cellFactory($0.offset, $0.element) }
                })
        }
    }
}

/// RxCocoa's control idioms on Core: `ControlProperty`, `ControlEvent`, the relays' and the
/// bindings' conversions, the curried and argument-less `drive`/`emit`, and
/// `ConcurrentMainScheduler`.
@MainActor
final class ControlTests: LeakCheckedTestCase {
    func testAControlPropertyReadsTheValueAndItsChangesAndWritesThroughItsBinder() async {
        let field = TextField(text: nil)
        let seen = LockedBox<[String]>([])
        let changes = LockedBox<[String]>([])
        let bag = DisposeBag()
        field.rx.text.orEmpty.subscribe(onNext: { seen.append($0) }).disposed(by: bag)
        field.rx.text.orEmpty.changed.subscribe(onNext: { changes.append($0) }).disposed(by: bag)
        field.type("caf")
        field.type("café")
        XCTAssertEqual(seen.value, ["", "caf", "café"], "the current value first, nil read as empty")
        XCTAssertEqual(changes.value, ["caf", "café"], "changed skips the value it starts with")

        Observable.just("Blue Bottle").bind(to: field.rx.text.orEmpty).disposed(by: bag)
        XCTAssertEqual(field.text, "Blue Bottle", "written through the binder, on the main actor")
    }

    func testAnErrorBoundIntoAControlPropertyIsReportedAndNothingIsSet() async {
        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        let reported = LockedBox<[String]>([])
        Hooks.defaultErrorHandler = { _, error in reported.append("\(error)") }
        let field = TextField(text: "kept")
        field.rx.text.on(.error(TestError("broken")))
        XCTAssertEqual(reported.value, ["broken"])
        XCTAssertEqual(field.text, "kept")
    }

    func testAControlPropertyDrivesAndAControlEventEmits() async {
        let field = TextField(text: "a")
        var driven: [String?] = []
        var taps = 0
        let bag = DisposeBag()
        field.rx.text.asDriver().drive(onNext: { driven.append($0) }).disposed(by: bag)
        field.rx.tap.asSignal().emit(onNext: { taps += 1 }).disposed(by: bag)
        field.type("b")
        field.taps.accept(())
        field.taps.accept(())
        XCTAssertEqual(driven, ["a", "b"])
        XCTAssertEqual(taps, 2)
    }

    func testAControlIsSubscribedToOnTheMainThreadWhereverTheSubscriberIs() async {
        let subscribedOnMain = LockedBox<Bool?>(nil)
        let subscribed = expectation(description: "subscribed")
        let event = ControlEvent(
            events: Observable<Int>.create { _ in
                subscribedOnMain.set(MainScheduler.isOnMainQueue)
                subscribed.fulfill()
                return Disposables.create()
            })
        let subscription = LockedBox<Disposable?>(nil)
        let returned = expectation(description: "subscribe returned on the other thread")
        Thread.detachNewThread {
            subscription.set(event.subscribe(onNext: { _ in }))
            returned.fulfill()
        }
        await fulfillment(of: [subscribed, returned], timeout: 5)
        XCTAssertEqual(subscribedOnMain.value, true)
        subscription.value?.dispose()
    }

    func testRelaysConvertToInfallibleDriverAndSignal() async {
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 1)
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        let infallible = LockedBox<[Int]>([])
        var signalled: [Int] = []
        var driven: [Int] = []
        let bag = DisposeBag()
        publish.asInfallible().subscribe(onNext: { infallible.append($0) }).disposed(by: bag)
        behavior.asSignal().emit(onNext: { signalled.append($0) }).disposed(by: bag)
        replay.asSignal().emit(onNext: { signalled.append($0 * 100) }).disposed(by: bag)
        publish.asDriver().drive(onNext: { driven.append($0) }).disposed(by: bag)
        publish.accept(5)
        behavior.accept(2)
        replay.accept(3)
        XCTAssertEqual(infallible.value, [5])
        XCTAssertEqual(signalled, [1, 2, 300], "a signal of a relay that replays still starts with its replay")
        XCTAssertEqual(driven, [5])
    }

    func testDriveAndEmitIntoTargetsOfOptionalElements() async {
        let field = TextField(text: nil)
        let optionalRelay = BehaviorRelay<String?>(value: nil)
        let optionalEvents = PublishRelay<String?>()
        let received = LockedBox<[String?]>([])
        let bag = DisposeBag()
        optionalEvents.subscribe(onNext: { received.append($0) }).disposed(by: bag)
        let driver = Driver.just("set")
        driver.drive(field.rx.text).disposed(by: bag)
        driver.drive(optionalRelay).disposed(by: bag)
        Signal.just("emitted").emit(to: optionalEvents).disposed(by: bag)
        XCTAssertEqual(field.text, "set")
        XCTAssertEqual(optionalRelay.value, "set")
        XCTAssertEqual(received.value, ["emitted"])
    }

    func testCurriedAndArgumentlessDrive() async {
        let list = ListView()
        let items = BehaviorRelay(value: ["a", "b"])
        let subscriptions = LockedBox(0)
        let bag = DisposeBag()
        // The cell factory is named with its type: Swift 6.3 cannot type-check it written inline
        // as the trailing closure ("failed to produce diagnostic"); the migration table says so.
        let cell: @MainActor @Sendable (Int, String) -> String = { row, item in "\(row): \(item)" }
        items.asDriver().drive(list.rx.items, curriedArgument: cell).disposed(by: bag)
        XCTAssertEqual(list.rows, ["0: a", "1: b"])
        items.accept(["c"])
        XCTAssertEqual(list.rows, ["0: c"])

        let counted = Observable<Int>.never().do(onSubscribe: { subscriptions.mutate { $0 += 1 } })
        counted.asDriver(onErrorJustReturn: 0).drive().disposed(by: bag)
        counted.asSignal(onErrorJustReturn: 0).emit().disposed(by: bag)
        XCTAssertEqual(subscriptions.value, 2, "drive() and emit() subscribe, as in RxCocoa")
    }

    func testConcurrentMainSchedulerRunsAtOnceOnMainAndHopsFromElsewhere() async {
        let ranAtOnce = LockedBox(false)
        _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
            ranAtOnce.set(MainScheduler.isOnMainQueue)
            return Disposables.create()
        }
        XCTAssertTrue(ranAtOnce.value, "no hop when already on main")

        let ranOnMain = LockedBox<Bool?>(nil)
        let ran = expectation(description: "ran")
        Thread.detachNewThread {
            _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
                ranOnMain.set(MainScheduler.isOnMainQueue)
                ran.fulfill()
                return Disposables.create()
            }
        }
        await fulfillment(of: [ran], timeout: 5)
        XCTAssertEqual(ranOnMain.value, true)
    }
}
