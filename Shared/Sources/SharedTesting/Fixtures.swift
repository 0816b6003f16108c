import Foundation
import Shared

/// Entities for tests, at a fixed instant, so dates format the same on every run.
public enum Fixtures {
    /// The instant tests run at; pair it with `FixedClock(Fixtures.now)`.
    public static let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// The category of `venue(...)` unless a test gives another, as the dataset spells it.
    public static let coffee = VenueCategory(
        id: "13035", name: "Coffee Shop", shortName: "Coffee", pluralName: "Coffee Shops")

    /// A tip written `daysAgo` before `now`, anonymous when `author` is nil.
    public static func tip(_ id: String, _ text: String, daysAgo: Double, likes: Int, author: String? = "Ana B.") -> Tip
    {
        Tip(
            id: id, text: text, author: author.map { User(id: "u-\($0)", name: $0) },
            createdAt: now.addingTimeInterval(-daysAgo * 86_400), likes: likes
        )
    }

    /// Three tips with different ages, likes and authors (one anonymous).
    public static let tips = [
        tip("t1", "Great espresso.", daysAgo: 3, likes: 2),
        tip("t2", "Quiet in the morning.", daysAgo: 40, likes: 30, author: nil),
        tip("t3", "Sourdough sells out early.", daysAgo: 1, likes: 9, author: "Lars K."),
    ]

    /// Amsterdam, where the fixture venues are.
    public static let amsterdam = City(
        name: "Amsterdam", region: "North Holland", country: "NL", centre: Coordinate(latitude: 52.37, longitude: 4.89)
    )

    /// A fully described venue in Amsterdam; the parameters vary it.
    public static func venue(
        id: String = "v1", name: String = "Canal Roasters", categories: [VenueCategory] = [coffee],
        rating: Double? = 8.6, tips: [Tip] = tips
    ) -> Venue {
        Venue(
            id: id, name: name, categories: categories,
            coordinate: Coordinate(latitude: 52.37, longitude: 4.89),
            address: Address(
                street: "Damrak 1", locality: "Amsterdam", region: nil, postcode: "1012", country: "NL",
                formatted: "Damrak 1, 1012 Amsterdam"
            ),
            hours: OpeningHours(display: "Mon–Sun 07:30–18:00", isOpenNow: true, periods: []),
            contact: Contact(phone: "+31 20 123 4567", website: nil, email: nil),
            rating: rating, isVerified: true,
            photos: [Photo(id: "p1", createdAt: nil, prefix: "https://img/", suffix: "/a.jpg", width: 10, height: 10)],
            tips: tips, distance: nil
        )
    }
}
