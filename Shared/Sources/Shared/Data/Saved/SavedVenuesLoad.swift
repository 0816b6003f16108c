import Foundation

/// What reading the saved venues again found (`SavedVenueList.load()`).
public enum SavedVenuesLoad: Equatable, Sendable, CustomStringConvertible {
    /// No file yet.
    case empty
    /// The file held this many venues.
    case loaded(count: Int)
    /// The file could not be read; it was kept at `keptAt` (nil when it could not be moved).
    case corrupt(keptAt: URL?, reason: String)

    /// What happened, in words for the status line.
    public var description: String {
        switch self {
        case .empty: return "No saved venues yet."
        case .loaded(let count): return "\(count) saved venue\(count == 1 ? "" : "s")."
        case .corrupt(let kept, let reason):
            let keptNote = kept.map { " It was kept as \($0.lastPathComponent)." } ?? ""
            return "The saved venues could not be read (\(reason)).\(keptNote) Starting with none saved."
        }
    }
}
