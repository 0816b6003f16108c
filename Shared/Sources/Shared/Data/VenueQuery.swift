/// Where to search around.
public enum SearchLocation: Hashable, Sendable {
    /// Around a point.
    case coordinate(Coordinate)
    /// Around a named place, such as a city.
    case place(String)
}

/// A venue search: what the repository answers, and what its cache keys results by.
public struct VenueQuery: Hashable, Sendable {
    /// Where to search around.
    public var location: SearchLocation
    /// Text to match against names and categories; nil or empty matches everything.
    public var text: String?
    /// A category id or name to keep; nil keeps all.
    public var category: String?
    /// At most this many results, nearest first.
    public var limit: Int

    /// A search around `location`.
    public init(location: SearchLocation, text: String? = nil, category: String? = nil, limit: Int = 50) {
        self.location = location
        self.text = text
        self.category = category
        self.limit = limit
    }
}
