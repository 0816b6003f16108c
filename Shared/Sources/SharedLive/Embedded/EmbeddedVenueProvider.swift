import Core
import Foundation
import Shared

/// Venues from the dataset bundled with the app: offline, no key, deterministic.
///
/// Search mirrors the Places API: around a point (within `radius`) or a named city, filtered by
/// text and category, nearest first. It is a repository itself: with no network and no cache,
/// nothing needs to stand between it and the features.
public final class EmbeddedVenueProvider: VenueRepository {
    /// The cities in the dataset.
    public let cities: [City]
    /// How far from the search point results may be, in metres.
    public let radius: Double
    private let venues: [Venue]
    private let venuesByID: [String: Venue]

    /// A provider over a dataset in the embedded format.
    public init(data: Data, radius: Double = 15_000) throws(VenueDataError) {
        let dataset = try PlacesDecoder.decode(EmbeddedDatasetDTO.self, from: data)
        cities = dataset.cities.map {
            City(
                name: $0.name, region: $0.region, country: $0.country,
                centre: Coordinate(latitude: $0.latitude, longitude: $0.longitude))
        }
        venues = dataset.cities.flatMap { $0.results.map(PlaceMapping.venue) }
        venuesByID = Dictionary(venues.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.radius = radius
    }

    /// The provider over the dataset bundled with Shared.
    public static func bundled() throws(VenueDataError) -> EmbeddedVenueProvider {
        guard let url = Bundle.module.url(forResource: "venues", withExtension: "json") else {
            throw .resourceMissing("venues.json")
        }
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .resourceMissing("venues.json (\(error.localizedDescription))")
        }
        return try EmbeddedVenueProvider(data: data)
    }

    /// The city called `name`, ignoring case and accents.
    public func city(named name: String) -> City? {
        let wanted = name.trimmingCharacters(in: .whitespaces)
        return cities.first {
            $0.name.compare(wanted, options: [.caseInsensitive, .diacriticInsensitive]) == .orderedSame
        }
    }

    /// Venues matching `query`, nearest first.
    public func search(_ query: VenueQuery) -> Observable<[Venue]> {
        Single.deferred { [self] in .just(try results(for: query)) }.asObservable()
    }

    /// The search itself, synchronous; errors are typed.
    public func results(for query: VenueQuery) throws(VenueDataError) -> [Venue] {
        let origin: Coordinate
        switch query.location {
        case .coordinate(let point):
            origin = point
        case .place(let name):
            guard let city = city(named: name) else { throw .unknownPlace(name, known: cities.map(\.name)) }
            origin = city.centre
        }
        let text = query.text?.trimmingCharacters(in: .whitespaces) ?? ""
        let category = query.category?.trimmingCharacters(in: .whitespaces) ?? ""
        let matching: [Venue] = venues.map { $0.measured(from: origin) }.filter { venue in
            Double(venue.distance ?? 0) <= radius && (text.isEmpty || venue.matches(text: text))
                && (category.isEmpty || venue.isInCategory(category))
        }
        return Array(matching.sorted(by: Self.nearerFirst).prefix(max(0, query.limit)))
    }

    /// Nearest first; equally near venues by name, so the order is stable across runs.
    private static func nearerFirst(_ left: Venue, _ right: Venue) -> Bool {
        let (leftDistance, rightDistance) = (left.distance ?? 0, right.distance ?? 0)
        return leftDistance != rightDistance ? leftDistance < rightDistance : left.name < right.name
    }

    /// The venue with `id`, or `VenueDataError.notFound` when the dataset has none.
    public func venue(id: String) -> Single<Venue> {
        Single.deferred { [self] in
            guard let venue = venuesByID[id] else { throw VenueDataError.notFound(venueID: id) }
            return .just(venue)
        }
    }

    /// The tips of a venue, newest first.
    public func tips(venueID: String) -> Single<[Tip]> {
        venue(id: venueID).map { $0.tips.sorted { $0.createdAt > $1.createdAt } }
    }

    /// The photos of a venue, in the dataset's order; `notFound` for an unknown venue.
    public func photos(venueID: String) -> Single<[Photo]> {
        venue(id: venueID).map(\.photos)
    }
}

extension Venue {
    func matches(text: String) -> Bool {
        name.localizedCaseInsensitiveContains(text)
            || categories.contains { $0.name.localizedCaseInsensitiveContains(text) }
    }

    func isInCategory(_ category: String) -> Bool {
        categories.contains {
            $0.id == category
                || $0.name.compare(category, options: .caseInsensitive) == .orderedSame
                || $0.shortName.compare(category, options: .caseInsensitive) == .orderedSame
        }
    }
}
