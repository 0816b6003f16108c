/// Where a venue is, as a postal address.
public struct Address: Hashable, Sendable, Codable {
    /// Street and number.
    public let street: String?
    /// City or town.
    public let locality: String?
    /// State or province.
    public let region: String?
    /// Postal code.
    public let postcode: String?
    /// ISO country code.
    public let country: String?
    /// The whole address on one line, as the API formats it.
    public let formatted: String?

    /// An address; every part is optional because the API may omit any of them.
    public init(
        street: String?, locality: String?, region: String?, postcode: String?, country: String?, formatted: String?
    ) {
        self.street = street
        self.locality = locality
        self.region = region
        self.postcode = postcode
        self.country = country
        self.formatted = formatted
    }
}
