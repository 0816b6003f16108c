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

/// RxCocoa's `ControlProperty` on a text field of its own: read, written, driven.
@MainActor
final class ControlPropertyTests: LeakCheckedTestCase {
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
}
