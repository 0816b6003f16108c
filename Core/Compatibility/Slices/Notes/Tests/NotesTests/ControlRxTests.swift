import Notes
import RxSwift
import RxTest
import XCTest

final class ControlRxTests: XCTestCase {
    func testAControlEventRegistersWhileSubscribed() {
        let button = Button()
        let taps = TestScheduler(initialClock: 0).createObserver(Void.self)
        let subscription = button.rx.tap.subscribe(taps)
        XCTAssertEqual(button.registeredActions, 1)
        button.tap()
        button.tap()
        subscription.dispose()
        XCTAssertEqual(button.registeredActions, 0)
        XCTAssertEqual(taps.events.count, 2)
    }

    func testATextPropertyStartsWithTheTextAndFollowsEdits() {
        let input = TextInput()
        input.text = "draft"
        let texts = TestScheduler(initialClock: 0).createObserver(String?.self)
        let bag = DisposeBag()
        input.rx.text.subscribe(texts).disposed(by: bag)
        input.type("final")
        Observable.just("bound").bind(to: input.rx.text).disposed(by: bag)
        XCTAssertEqual(texts.events, [.next(0, "draft"), .next(0, "final")])
        XCTAssertEqual(input.text, "bound")
    }

    func testAListsSelectionsAndItsBottom() {
        let list = ListView()
        list.sections = [NoteSection(title: "A", notes: [note(1, "Apples"), note(2, "Avocado"), note(3, "Apricot")])]
        let scheduler = TestScheduler(initialClock: 0)
        let models = scheduler.createObserver(Note.self)
        let titles = scheduler.createObserver(String.self)
        let bottoms = scheduler.createObserver(Void.self)
        let bag = DisposeBag()
        list.rx.modelSelected.subscribe(models).disposed(by: bag)
        list.rx.selectedTitles.subscribe(titles).disposed(by: bag)
        list.rx.nearBottom.subscribe(bottoms).disposed(by: bag)
        list.select(row: 2)
        list.select(row: 5)
        list.display(row: 0)
        list.display(row: 1)
        XCTAssertEqual(models.events, [.next(0, note(3, "Apricot"))])
        XCTAssertEqual(titles.events, [.next(0, "Apricot")])
        XCTAssertEqual(bottoms.events.count, 1)
    }
}
