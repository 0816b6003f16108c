import NotesSwift6
import RxSwift
import RxTest

final class FakeNotesService: NotesService {
    private let pageRequests = CallRecorder<Int>()
    private let saves = CallRecorder<String>()
    private let script = LockedBox<(pages: [Int: NotePage], replies: [Single<Note>])>(([:], []))
    let scheduler: SchedulerType

    var pages: [Int: NotePage] {
        get { script.value.pages }
        set { script.mutate { $0.pages = newValue } }
    }
    var saveReplies: [Single<Note>] {
        get { script.value.replies }
        set { script.mutate { $0.replies = newValue } }
    }
    var requestedPages: [Int] { pageRequests.calls }
    var saved: [String] { saves.calls }

    init(scheduler: SchedulerType) {
        self.scheduler = scheduler
    }

    func page(_ number: Int) -> Single<NotePage> {
        Single.deferred {
            self.pageRequests.record(number)
            guard let page = self.pages[number] else { return .error(NotesError.offline) }
            return Single.just(page).delay(.seconds(5), scheduler: self.scheduler)
        }
    }

    func save(title: String, body: String) -> Single<Note> {
        Single.deferred {
            self.saves.record(title)
            return self.script.withLock { $0.replies.isEmpty ? .error(NotesError.offline) : $0.replies.removeFirst() }
        }
    }
}

func note(_ id: Int, _ title: String) -> Note { Note(id: id, title: title, body: "body \(id)") }
