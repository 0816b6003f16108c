/// Someone who wrote a tip.
public struct User: Hashable, Sendable, Codable {
    /// The Places API id, stable across fetches.
    public let id: String
    /// The name shown with their tips.
    public let name: String

    /// A user with both fields given, as the providers decode one.
    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}
