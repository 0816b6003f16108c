import Core
import CoreTesting
import XCTest

/// A control of a team's own, as UIKit's are to Swift 6: main-actor state, target-action.
@MainActor
private final class Field: ReactiveCompatible {
    var text: String? = "first"
    private var actions: [Int: () -> Void] = [:]
    private var nextAction = 0

    var registeredActions: Int { actions.count }

    func addAction(_ action: @escaping () -> Void) -> Int {
        nextAction += 1
        actions[nextAction] = action
        return nextAction
    }

    func removeAction(_ id: Int) { actions[id] = nil }

    func type(_ text: String?) {
        self.text = text
        for action in actions.values { action() }
    }
}

/// The control's `rx` members written as RxCocoa writes its own: `Observable.create` and
/// `Observable.deferred` that touch the control, inside a `ControlEvent` and a
/// `ControlProperty`, in a nonisolated extension.
extension Reactive where Base: Field {
    var editing: ControlEvent<Void> {
        ControlEvent(
            events: Observable.create { [weak control = base] observer in
                guard let control else {
                    observer.on(.completed)
                    return Disposables.create()
                }
                let id = control.addAction { observer.on(.next(())) }
                return Disposables.create(onMainActor: { control.removeAction(id) })
            })
    }

    var text: ControlProperty<String?> {
        ControlProperty(
            values: Observable<String?>.deferred { [weak field = base] in
                guard let field else { return Observable<String?>.empty() }
                return editing.map { [weak field] in field?.text }.startWith(field.text)
            },
            valueSink: Binder(base) { field, text in field.text = text })
    }
}

/// A view's `rx` source made with RxCocoa's spelling sets itself up and tears itself down on
/// the main actor, as code the compiler checks: `Observable.create` and `deferred` take
/// main-actor closures where a `ControlEvent` or `ControlProperty` is made of them.
@MainActor
final class MainActorObservableCreationTests: LeakCheckedTestCase {
    func testAControlEventMadeWithCreateRegistersAndUnregistersOnTheMainActor() async {
        let field = Field()
        let edits = LockedBox(0)
        let subscription = field.rx.editing.subscribe(onNext: { edits.increment() })
        XCTAssertEqual(field.registeredActions, 1)
        field.type("a")
        field.type("b")
        XCTAssertEqual(edits.value, 2)
        subscription.dispose()
        XCTAssertEqual(field.registeredActions, 0, "disposed on the main actor, at once from there")
    }

    func testAControlPropertyMadeWithDeferredReadsTheViewWhenSubscribed() async {
        let field = Field()
        let texts = LockedBox<[String?]>([])
        let bag = DisposeBag()
        field.rx.text.subscribe(onNext: { texts.append($0) }).disposed(by: bag)
        field.type("second")
        Observable.just("bound").bind(to: field.rx.text).disposed(by: bag)
        XCTAssertEqual(texts.value, ["first", "second"])
        XCTAssertEqual(field.text, "bound")
    }

    func testSubscribedFromAnotherThreadTheSourceIsStillMadeOnMain() async {
        let field = Field()
        let subscribed = DispatchSemaphore(value: 0)
        let subscription = LockedBox<Disposable?>(nil)
        let events = field.rx.editing
        Thread.detachNewThread {
            subscription.set(events.subscribe())
            subscribed.signal()
        }
        XCTAssertEqual(subscribed.wait(timeout: .now() + 10), .success)
        await settle { field.registeredActions == 1 }
        XCTAssertEqual(field.registeredActions, 1, "registered on the main queue's next turn")
        subscription.value?.dispose()
        await settle { field.registeredActions == 0 }
        XCTAssertEqual(field.registeredActions, 0)
    }

    /// Lets the main queue turn until `done` holds, for at most ten seconds.
    private func settle(until done: () -> Bool) async {
        let deadline = Date().addingTimeInterval(10)
        while !done(), Date() < deadline {
            await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
        }
    }
}
