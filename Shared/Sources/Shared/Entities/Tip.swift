import Foundation

/// A short note about a venue.
public struct Tip: Hashable, Sendable, Codable {
    /// The Places API id, stable across fetches; tips with equal dates sort by it.
    public let id: String
    /// What it says.
    public let text: String
    /// Who wrote it; the public API does not always say.
    public let author: User?
    /// When it was written.
    public let createdAt: Date
    /// How many people agreed with it.
    public let likes: Int

    /// A tip with every field given, as the providers decode one.
    public init(id: String, text: String, author: User?, createdAt: Date, likes: Int) {
        self.id = id
        self.text = text
        self.author = author
        self.createdAt = createdAt
        self.likes = likes
    }
}
