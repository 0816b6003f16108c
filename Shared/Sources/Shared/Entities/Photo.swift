import Foundation

/// A photo of a venue, addressed the Places API way: prefix + size + suffix.
public struct Photo: Hashable, Sendable, Codable {
    /// The Places API id, stable across fetches.
    public let id: String
    /// When it was taken or uploaded.
    public let createdAt: Date?
    /// URL start, before the size token.
    public let prefix: String
    /// URL end, after the size token.
    public let suffix: String
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int

    /// A photo with every field given, as the providers decode one.
    public init(id: String, createdAt: Date?, prefix: String, suffix: String, width: Int, height: Int) {
        self.id = id
        self.createdAt = createdAt
        self.prefix = prefix
        self.suffix = suffix
        self.width = width
        self.height = height
    }

    /// The URL at a size such as `"original"` or `"300x300"`.
    public func url(size: String = "original") -> String {
        prefix + size + suffix
    }
}
