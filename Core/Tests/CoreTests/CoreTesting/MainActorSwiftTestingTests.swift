import Core
import CoreTesting
import Testing

/// A view that only the main actor may touch: neither `Sendable` nor `@MainActor` itself.
private final class Label: ReactiveCompatible {
    var text = ""
}

/// Swift Testing's main-actor tests, synchronous, as a team writes them: they run on Linux and
/// on Apple platforms alike (XCTest's synchronous `@MainActor` tests do not run on Linux; see
/// `MainActorTestCaseTests` for the XCTest form that does).
@MainActor
struct MainActorSwiftTestingTests {
    @Test func aBinderSetsTheLabelOnTheMainActor() {
        let label = Label()
        let subscription = Observable.of("a", "b").bind(to: label.rx.text)
        #expect(label.text == "b")
        subscription.dispose()
    }

    @Test func aDriverOnVirtualTimeDrivesTheLabel() {
        let label = Label()
        let scheduler = TestScheduler()
        let texts = scheduler.createHotObservable([.next(210, "x"), .next(220, "y")])
        let bag = DisposeBag()
        SharingScheduler.mock(scheduler: scheduler) {
            texts.asDriver(onErrorJustReturn: "").drive(with: label) { label, text in label.text = text }
                .disposed(by: bag)
            scheduler.start()
        }
        #expect(label.text == "y")
    }
}
