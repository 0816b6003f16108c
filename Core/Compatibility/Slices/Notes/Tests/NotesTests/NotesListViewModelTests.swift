import Notes
import RxCocoa
import RxSwift
import RxTest
import XCTest

final class NotesListViewModelTests: XCTestCase {
    func testPagesLoadNearTheBottomAndReloadStartsOver() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 1)
        let service = FakeNotesService(scheduler: scheduler)
        service.pages = [
            0: NotePage(notes: [note(1, "Apples"), note(2, "Bread")], hasMore: true),
            1: NotePage(notes: [note(3, "Avocado")], hasMore: false),
        ]
        let viewModel = NotesListViewModel(service: service)
        let sections = scheduler.createObserver([NoteSection].self)
        let bag = DisposeBag()
        SharingScheduler.mock(scheduler: scheduler) {
            let nearBottom = scheduler.createHotObservable([.next(300, ()), .next(302, ()), .next(400, ())])
            scheduler.scheduleAt(200) {
                viewModel.sections(nearBottom: nearBottom.asObservable()).drive(sections).disposed(by: bag)
            }
            scheduler.scheduleAt(500) { viewModel.reload.accept(()) }
            scheduler.start()
        }
        XCTAssertEqual(service.requestedPages, [0, 1, 0])
        XCTAssertEqual(sections.events.map { $0.time }, [206, 306, 506])
        XCTAssertEqual(sections.events[1].value.element?.map { $0.title }, ["A", "B"])
        XCTAssertEqual(sections.events[1].value.element?.first?.notes, [note(1, "Apples"), note(3, "Avocado")])
    }

    func testASelectedRowOpensItsNote() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 1)
        let viewModel = NotesListViewModel(service: FakeNotesService(scheduler: scheduler))
        let steps = scheduler.createObserver(NotesStep.self)
        let bag = DisposeBag()
        viewModel.steps.bind(to: steps).disposed(by: bag)
        let sections = BehaviorSubject(value: [NoteSection(title: "A", notes: [note(1, "Apples"), note(3, "Avocado")])])
        let selection = PublishSubject<Int>()
        viewModel.bindSelection(selection.asObservable(), sections: sections.asObservable()).disposed(by: bag)
        selection.onNext(1)
        selection.onNext(9)
        XCTAssertEqual(steps.events, [.next(0, .open(note(3, "Avocado")))])
    }
}
