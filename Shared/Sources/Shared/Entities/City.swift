/// A place name the app can search around.
public struct City: Hashable, Sendable, Codable {
    /// The name, e.g. "Lisbon".
    public let name: String
    /// State or province.
    public let region: String
    /// ISO country code.
    public let country: String
    /// Where a search "near" the city looks around.
    public let centre: Coordinate

    /// A city with every field given, as the embedded data lists one.
    public init(name: String, region: String, country: String, centre: Coordinate) {
        self.name = name
        self.region = region
        self.country = country
        self.centre = centre
    }
}
