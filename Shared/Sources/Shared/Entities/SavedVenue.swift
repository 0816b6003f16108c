import Foundation

/// A venue the user saved, with what the Saved list shows without asking the venue service.
public struct SavedVenue: Hashable, Sendable, Codable {
    /// The venue's id.
    public let id: String
    /// Its name as it was when saved (the list shows it without asking the service).
    public let name: String
    /// Its main category, if known.
    public let category: String?
    /// The city it is in, if known.
    public let city: String?
    /// When the user saved it.
    public let savedAt: Date

    /// A saved venue.
    public init(id: String, name: String, category: String?, city: String?, savedAt: Date) {
        self.id = id
        self.name = name
        self.category = category
        self.city = city
        self.savedAt = savedAt
    }

    /// `venue`, saved at `date`.
    public init(_ venue: Venue, at date: Date) {
        self.init(
            id: venue.id, name: venue.name, category: venue.primaryCategory?.name, city: venue.address.locality,
            savedAt: date)
    }
}
