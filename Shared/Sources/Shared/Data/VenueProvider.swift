import Core

/// A source of venue data: the embedded dataset, the Places API, or a cache in front of it.
public protocol VenueProvider: Sendable {
    /// Venues matching `query`, nearest first.
    func search(_ query: VenueQuery) -> Single<[Venue]>
    /// One venue, with whatever details the source has.
    func venue(id: String) -> Single<Venue>
    /// The tips of a venue.
    func tips(venueID: String) -> Single<[Tip]>
    /// The photos of a venue.
    func photos(venueID: String) -> Single<[Photo]>
}
