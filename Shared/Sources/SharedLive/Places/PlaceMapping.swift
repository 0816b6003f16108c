import Foundation
import Shared

/// Turns the API's shapes into the app's entities.
enum PlaceMapping {
    static func venue(_ place: PlaceDTO) -> Venue {
        Venue(
            id: place.fsqPlaceID,
            name: place.name,
            categories: (place.categories ?? []).map {
                VenueCategory(
                    id: $0.fsqCategoryID, name: $0.name, shortName: $0.shortName ?? $0.name,
                    pluralName: $0.pluralName ?? $0.name)
            },
            coordinate: Coordinate(latitude: place.latitude, longitude: place.longitude),
            address: Address(
                street: place.location?.address, locality: place.location?.locality, region: place.location?.region,
                postcode: place.location?.postcode, country: place.location?.country,
                formatted: place.location?.formattedAddress
            ),
            hours: place.hours.map {
                OpeningHours(
                    display: $0.display, isOpenNow: $0.openNow,
                    periods: ($0.regular ?? []).map {
                        OpeningHours.Period(day: $0.day, open: $0.open, close: $0.close)
                    })
            },
            contact: Contact(phone: place.tel, website: place.website, email: place.email),
            rating: place.rating,
            isVerified: place.verified ?? false,
            photos: (place.photos ?? []).map(photo),
            tips: (place.tips ?? []).compactMap(tip),
            distance: place.distance
        )
    }

    static func photo(_ photo: PhotoDTO) -> Photo {
        Photo(
            id: photo.fsqPhotoID, createdAt: photo.createdAt.flatMap(date), prefix: photo.prefix,
            suffix: photo.suffix, width: photo.width, height: photo.height
        )
    }

    /// A tip whose date cannot be read is dropped rather than shown with a wrong date.
    static func tip(_ tip: TipDTO) -> Tip? {
        guard let created = date(tip.createdAt) else { return nil }
        return Tip(
            id: tip.fsqTipID, text: tip.text,
            author: tip.user.map { User(id: $0.fsqUserID, name: $0.name) },
            createdAt: created, likes: tip.agreeCount ?? 0
        )
    }

    /// The API writes ISO 8601 dates, with or without fractional seconds.
    static func date(_ text: String) -> Date? {
        if let date = try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)) {
            return date
        }
        return try? Date(text, strategy: Date.ISO8601FormatStyle())
    }
}
