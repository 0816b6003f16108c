import Notes
import RxCocoa
import RxSwift
import RxTest
import XCTest

final class EditorViewModelTests: XCTestCase {
    func testSavingNeedsATitleUnderFortyAndABody() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 1)
        let viewModel = EditorViewModel(service: FakeNotesService(scheduler: scheduler))
        let canSave = scheduler.createObserver(Bool.self)
        let hints = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        SharingScheduler.mock(scheduler: scheduler) {
            let output = viewModel.transform(
                .init(
                    title: scheduler.createHotObservable([
                        .next(210, "Groceries"), .next(230, String(repeating: "x", count: 41)),
                    ])
                    .asObservable(),
                    body: scheduler.createHotObservable([.next(220, "milk")]).asObservable(),
                    save: .never(), cancel: .never()))
            output.canSave.drive(canSave).disposed(by: bag)
            output.titleHint.drive(hints).disposed(by: bag)
            scheduler.start()
        }
        XCTAssertEqual(canSave.events, [.next(221, true), .next(231, false)])
        XCTAssertEqual(hints.events, [.next(211, ""), .next(231, "Keep the title under 40 characters")])
    }

    func testSavingStepsWithTheSavedNoteAndATapWhileSavingIsIgnored() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 1)
        let service = FakeNotesService(scheduler: scheduler)
        service.saveReplies = [Single.just(note(7, "Groceries")).delay(.seconds(5), scheduler: scheduler)]
        let viewModel = EditorViewModel(service: service)
        let steps = scheduler.createObserver(NotesStep.self)
        let bag = DisposeBag()
        viewModel.steps.bind(to: steps).disposed(by: bag)
        SharingScheduler.mock(scheduler: scheduler) {
            _ = viewModel.transform(
                .init(
                    title: .just("Groceries"), body: .just("milk"),
                    save: scheduler.createHotObservable([.next(300, ()), .next(302, ())]).asObservable(),
                    cancel: .never()))
            scheduler.start()
        }
        XCTAssertEqual(steps.events, [.next(305, .composed(note(7, "Groceries")))])
        XCTAssertEqual(service.saved, ["Groceries"])
    }

    func testAFailedSaveIsShownAndCancelSteps() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 1)
        let viewModel = EditorViewModel(service: FakeNotesService(scheduler: scheduler))
        let errors = scheduler.createObserver(String.self)
        let steps = scheduler.createObserver(NotesStep.self)
        let bag = DisposeBag()
        viewModel.steps.bind(to: steps).disposed(by: bag)
        SharingScheduler.mock(scheduler: scheduler) {
            let output = viewModel.transform(
                .init(
                    title: .just("Groceries"), body: .just("milk"),
                    save: scheduler.createHotObservable([.next(300, ())]).asObservable(),
                    cancel: scheduler.createHotObservable([.next(400, ())]).asObservable()))
            output.error.emit(to: errors).disposed(by: bag)
            scheduler.start()
        }
        XCTAssertEqual(errors.events, [.next(301, "Could not save; try again")])
        XCTAssertEqual(steps.events, [.next(400, .cancelled)])
    }
}
