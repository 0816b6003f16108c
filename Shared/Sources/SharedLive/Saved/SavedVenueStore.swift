import Core
import Foundation
import Shared

/// The venues the user saved, kept on disk so they outlive the app.
///
/// The file (`$XDG_DATA_HOME/venues/saved.json`, by default `~/.local/share/venues/`) is
/// replaced atomically on every change, so a crash or a kill during a save loses nothing
/// saved before. Every change reads the file, applies itself and writes it back while
/// holding a lock on `saved.json.lock`, so two copies of the app saving at once keep both
/// saves. A file that cannot be read is moved aside, not overwritten. The store lives on the
/// main actor, where saves are asked for; anyone may observe `saved`.
@MainActor
public final class SavedVenueStore: SavedVenueList {
    /// The JSON file the list lives in, replaced whole on each write so a crash leaves the old list.
    public nonisolated let file: URL
    private let relay = BehaviorRelay<[SavedVenue]>(value: [])

    /// A store over `file`, empty until `load()`.
    public nonisolated init(file: URL) {
        self.file = file
    }

    /// The default file: `$XDG_DATA_HOME/venues/saved.json` or `~/.local/share/venues/saved.json`.
    public nonisolated static func defaultFile(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        let base =
            environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
        return base.appendingPathComponent("venues/saved.json")
    }

    /// The saved venues, newest first: the current list, then every change.
    public nonisolated var saved: Observable<[SavedVenue]> { relay.asObservable() }

    /// The saved venues now, newest first.
    public var venues: [SavedVenue] { relay.value }

    private nonisolated var lockFile: URL { file.appendingPathExtension("lock") }

    /// Reads the file. A missing file is an empty list; one that cannot be read is renamed
    /// aside (`saved.json.corrupt-<time>`) and the list starts empty, as the result says.
    @discardableResult
    public func load() -> SavedVenuesLoad {
        do {
            return try FileLock.withLock(on: lockFile) { () -> SavedVenuesLoad in
                // Unfinished writes of killed processes (a live one writes only under the lock
                // held here); the file itself still holds the last save.
                for leftover in AtomicFile.leftovers(of: file.lastPathComponent, in: file.deletingLastPathComponent()) {
                    try? FileManager.default.removeItem(at: leftover)  // one left behind is retried next load
                }
                switch Self.read(file) {
                case .success(let venues):
                    relay.accept(venues)
                    return venues.isEmpty ? .empty : .loaded(count: venues.count)
                case .failure(let error):
                    relay.accept([])
                    return setAside(error)
                }
            }
        } catch {
            relay.accept([])
            return .corrupt(keptAt: nil, reason: error.reason)
        }
    }

    /// Saves `venue`, or unsaves it, merged with what the file holds now (another copy of
    /// the app may have saved meanwhile), and writes the file; on failure nothing changes.
    public func set(_ venue: SavedVenue, saved isSaved: Bool) throws(AtomicFile.WriteError) {
        let file = self.file
        let venues = try FileLock.withLock(on: lockFile) { () throws(AtomicFile.WriteError) -> [SavedVenue] in
            var venues: [SavedVenue]
            switch Self.read(file) {
            case .success(let onDisk): venues = onDisk
            case .failure(let error):
                throw AtomicFile.WriteError(
                    path: file.path,
                    reason: "the saved list there cannot be read (\(Self.reason(error))); "
                        + "restart the app to set it aside")
            }
            let before = venues
            venues.removeAll { $0.id == venue.id }
            if isSaved { venues.insert(venue, at: 0) }
            guard venues != before else { return venues }
            let data: Data
            do {
                data = try Self.encoder.encode(venues)
            } catch {
                throw AtomicFile.WriteError(path: file.path, reason: error.localizedDescription)
            }
            try AtomicFile.write(data, to: file)
            return venues
        }
        relay.accept(venues)
    }

    /// The venues in `file`: none when it does not exist.
    private nonisolated static func read(_ file: URL) -> Result<[SavedVenue], Error> {
        guard let data = FileManager.default.contents(atPath: file.path) else { return .success([]) }
        return Result { try decoder.decode([SavedVenue].self, from: data) }
    }

    /// Moves an unreadable file aside, so that the next save does not overwrite it.
    private func setAside(_ error: Error) -> SavedVenuesLoad {
        let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: ":", with: "")
        let aside = file.deletingLastPathComponent().appendingPathComponent(
            "\(file.lastPathComponent).corrupt-\(stamp)")
        do {
            try FileManager.default.moveItem(at: file, to: aside)
            return .corrupt(keptAt: aside, reason: Self.reason(error))
        } catch let move {
            return .corrupt(
                keptAt: nil, reason: Self.reason(error) + "; moving it aside failed: \(move.localizedDescription)")
        }
    }

    private nonisolated static func reason(_ error: Error) -> String {
        if case DecodingError.dataCorrupted(let context) = error { return context.debugDescription }
        return "\(error)"
    }

    private nonisolated static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return encoder
    }

    private nonisolated static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
