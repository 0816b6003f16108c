import Core

/// The venues the user saved, as features see them: a list to observe and to change. Saving
/// goes through this dependency, which every feature that saves declares, so the compiler
/// checks that the app provides it.
@MainActor
public protocol SavedVenueList: AnyObject {
    /// The saved venues, newest first: the current list, then every change.
    nonisolated var saved: Observable<[SavedVenue]> { get }
    /// Saves `venue`, or unsaves it; on failure nothing changes and the error says why.
    func set(_ venue: SavedVenue, saved isSaved: Bool) throws(AtomicFile.WriteError)
    /// Reads the list again, taking in what another copy of the app saved meanwhile.
    @discardableResult func load() -> SavedVenuesLoad
}
