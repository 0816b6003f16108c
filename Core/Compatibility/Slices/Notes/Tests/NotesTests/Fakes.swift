import Notes
import RxSwift
import RxTest

final class FakeNotesService: NotesService {
    var pages: [Int: NotePage] = [:]
    var saveReplies: [Single<Note>] = []
    private(set) var requestedPages: [Int] = []
    private(set) var saved: [String] = []
    let scheduler: SchedulerType

    init(scheduler: SchedulerType) {
        self.scheduler = scheduler
    }

    func page(_ number: Int) -> Single<NotePage> {
        Single.deferred {
            self.requestedPages.append(number)
            guard let page = self.pages[number] else { return .error(NotesError.offline) }
            return Single.just(page).delay(.seconds(5), scheduler: self.scheduler)
        }
    }

    func save(title: String, body: String) -> Single<Note> {
        Single.deferred {
            self.saved.append(title)
            return self.saveReplies.isEmpty ? .error(NotesError.offline) : self.saveReplies.removeFirst()
        }
    }
}

func note(_ id: Int, _ title: String) -> Note { Note(id: id, title: title, body: "body \(id)") }
