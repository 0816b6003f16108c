/// A place: what the Map lists, VenueDetails shows and Tips comments on.
public struct Venue: Hashable, Sendable, Identifiable, Codable {
    /// The Places API id (`fsq_place_id`).
    public let id: String
    /// The name as the service lists it, what every screen shows.
    public let name: String
    /// Its categories, the main one first.
    public let categories: [VenueCategory]
    /// Where it is.
    public let coordinate: Coordinate
    /// Its postal address.
    public let address: Address
    /// When it is open, if known.
    public let hours: OpeningHours?
    /// How to reach it.
    public let contact: Contact
    /// Rating out of 10, if rated.
    public let rating: Double?
    /// Whether the owner verified the listing.
    public let isVerified: Bool
    /// Photos, as far as the source included them.
    public let photos: [Photo]
    /// Tips, as far as the source included them.
    public let tips: [Tip]
    /// Distance in metres from the point searched around, when the result of a search.
    public let distance: Int?

    /// A venue with every field given, as the providers decode one.
    public init(
        id: String, name: String, categories: [VenueCategory], coordinate: Coordinate, address: Address,
        hours: OpeningHours?, contact: Contact, rating: Double?, isVerified: Bool,
        photos: [Photo], tips: [Tip], distance: Int?
    ) {
        self.id = id
        self.name = name
        self.categories = categories
        self.coordinate = coordinate
        self.address = address
        self.hours = hours
        self.contact = contact
        self.rating = rating
        self.isVerified = isVerified
        self.photos = photos
        self.tips = tips
        self.distance = distance
    }

    /// The category the venue is listed under: the first the service gives.
    public var primaryCategory: VenueCategory? { categories.first }

    /// The same venue with its distance from `origin`.
    public func measured(from origin: Coordinate) -> Venue {
        Venue(
            id: id, name: name, categories: categories, coordinate: coordinate, address: address,
            hours: hours, contact: contact, rating: rating, isVerified: isVerified,
            photos: photos, tips: tips, distance: Int(coordinate.distance(to: origin).rounded())
        )
    }
}
