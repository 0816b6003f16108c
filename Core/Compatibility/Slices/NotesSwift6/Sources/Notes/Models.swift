import Foundation
import RxSwift

public struct Note: Equatable, Sendable {
    public let id: Int
    public let title: String
    public let body: String

    public init(id: Int, title: String, body: String) {
        self.id = id
        self.title = title
        self.body = body
    }
}

public struct NotePage: Equatable, Sendable {
    public let notes: [Note]
    public let hasMore: Bool

    public init(notes: [Note], hasMore: Bool) {
        self.notes = notes
        self.hasMore = hasMore
    }
}

public struct NoteSection: Equatable, Sendable {
    public let title: String
    public let notes: [Note]

    public init(title: String, notes: [Note]) {
        self.title = title
        self.notes = notes
    }
}

public enum NotesError: Error, Equatable {
    case offline
}

public protocol NotesService: Sendable {
    func page(_ number: Int) -> Single<NotePage>
    func save(title: String, body: String) -> Single<Note>
}
