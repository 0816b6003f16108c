import Notes
import RxSwift
import RxTest
import XCTest

final class CoordinatorTests: XCTestCase {
    func testTheEditorPopsWhenSavedAndTheParentReloadsAndLetsItGo() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 1)
        let service = FakeNotesService(scheduler: scheduler)
        service.pages = [0: NotePage(notes: [note(1, "Apples")], hasMore: false)]
        service.saveReplies = [.just(note(2, "Bread"))]
        let navigation = NavigationStack()
        let coordinator = NotesCoordinator(
            navigation: navigation, listViewModel: NotesListViewModel(service: service),
            makeEditor: { EditorViewModel(service: service) })
        let flow = coordinator.start().subscribe(onError: { XCTFail("the notes flow failed: \($0)") })
        coordinator.composeButton.tap()
        XCTAssertEqual(navigation.screens, ["Notes", "Editor"])
        XCTAssertEqual(coordinator.childCount, 1)
        coordinator.editor?.title.type("Bread")
        coordinator.editor?.body.type("rye")
        coordinator.editor?.save.tap()
        XCTAssertEqual(navigation.screens, ["Notes"])
        XCTAssertEqual(coordinator.childCount, 0)
        XCTAssertNil(coordinator.editor, "the finished editor is freed")
        XCTAssertEqual(service.requestedPages, [0, 0], "the list reloads after a save")
        flow.dispose()
    }

    func testAnEditorsResultIsTheSavedNoteOrNil() {
        let navigation = NavigationStack()
        let scheduler = TestScheduler(initialClock: 0, resolution: 1)
        let service = FakeNotesService(scheduler: scheduler)
        service.saveReplies = [.just(note(5, "Soup"))]
        let editor = EditorCoordinator(navigation: navigation, viewModel: EditorViewModel(service: service))
        let results = scheduler.createObserver(Note?.self)
        let subscription = editor.start().subscribe(results)
        XCTAssertEqual(navigation.screens, ["Editor"])
        editor.title.type("Soup")
        editor.body.type("tomato")
        editor.save.tap()
        XCTAssertEqual(results.events, [.next(0, note(5, "Soup")), .completed(0)])
        XCTAssertEqual(navigation.screens, [])
        subscription.dispose()
    }
}
