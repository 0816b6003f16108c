/// What kind of place a venue is (Coffee Shop, Museum, ...).
public struct VenueCategory: Hashable, Sendable, Codable {
    /// The Places API category id.
    public let id: String
    /// The full name, as the service gives it (`Coffee Shop`).
    public let name: String
    /// A short name for narrow columns.
    public let shortName: String
    /// The plural, for headings.
    public let pluralName: String

    /// A category with every field given, as the providers decode one.
    public init(id: String, name: String, shortName: String, pluralName: String) {
        self.id = id
        self.name = name
        self.shortName = shortName
        self.pluralName = pluralName
    }
}
