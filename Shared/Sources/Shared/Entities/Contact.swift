/// How to reach a venue.
public struct Contact: Hashable, Sendable, Codable {
    /// Telephone number, as published.
    public let phone: String?
    /// Website address.
    public let website: String?
    /// Email address.
    public let email: String?

    /// Contact details; any of them may be missing.
    public init(phone: String?, website: String?, email: String?) {
        self.phone = phone
        self.website = website
        self.email = email
    }
}
