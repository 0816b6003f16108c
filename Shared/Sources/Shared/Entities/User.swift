/// Someone who wrote a tip.
public struct User: Hashable, Sendable, Codable {
    /// The user id.
    public let id: String
    /// The name shown with their tips.
    public let name: String

    /// A user.
    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}
