import RxCocoa
import RxRelay
import RxSwift

public final class NotesListViewModel: Stepper {
    public let steps = PublishRelay<NotesStep>()
    public let reload = PublishRelay<Void>()
    private let service: NotesService

    public init(service: NotesService) {
        self.service = service
    }

    /// Notes in sections by first letter, a page more each time the list nears its bottom,
    /// from the first page again on `reload`.
    public func sections(nearBottom: Observable<Void>) -> Driver<[NoteSection]> {
        let service = self.service
        return reload.startWith(())
            .flatMapLatest { _ -> Observable<[Note]> in
                let nextPage = BehaviorRelay<Int?>(value: 0)
                return nearBottom.startWith(())
                    .withLatestFrom(nextPage)
                    .compactMap { $0 }
                    .flatMapFirst { number in service.page(number).asObservable().catch { _ in .empty() } }
                    .do(onNext: { page in nextPage.accept(page.hasMore ? (nextPage.value ?? 0) + 1 : nil) })
                    .scan([Note]()) { all, page in all + page.notes }
            }
            .map { notes in
                Dictionary(grouping: notes) { String($0.title.prefix(1)) }
                    .map { NoteSection(title: $0.key, notes: $0.value) }
                    .sorted { $0.title < $1.title }
            }
            .asDriver(onErrorJustReturn: [])
    }

    /// Opens the note the list selects, with the sections it was drawn from.
    public func bindSelection(_ selection: Observable<Int>, sections: Observable<[NoteSection]>) -> Disposable {
        let steps = self.steps
        return
            selection
            .withLatestFrom(sections) { row, sections -> Note? in
                let notes = sections.flatMap { $0.notes }
                return notes.indices.contains(row) ? notes[row] : nil
            }
            .compactMap { $0 }
            .observe(on: MainScheduler.instance)
            .do(onNext: { steps.accept(.open($0)) })
            .asSignalOnErrorJustComplete()
            .mapToVoid()
            .emit()
    }
}
