import Core

/// What features use to get venues (the repository pattern): one entry point over whichever
/// provider the app was composed with.
public protocol VenueRepository: Sendable {
    /// Places the user can switch to by name.
    var cities: [City] { get }
    /// Venues matching `query`, nearest first; a caching repository emits cached results first,
    /// then fresh ones.
    func search(_ query: VenueQuery) -> Observable<[Venue]>
    /// One venue.
    func venue(id: String) -> Single<Venue>
    /// The tips of a venue.
    func tips(venueID: String) -> Single<[Tip]>
    /// The photos of a venue.
    func photos(venueID: String) -> Single<[Photo]>
    /// Cached data shown in place of a failed request, as it happens; never, for a
    /// repository without a cache.
    var fallbacks: Observable<CacheFallback> { get }
    /// Fresh data that could not be kept for next time (a full disk, a folder that cannot be
    /// written), as it happens; never, for a repository without a cache.
    var cacheWriteFailures: Observable<CacheWriteFailure> { get }
}

extension VenueRepository {
    /// No cache, so nothing ever stands in for a failed request.
    public var fallbacks: Observable<CacheFallback> { .never() }
    /// No cache, so no write to it can fail.
    public var cacheWriteFailures: Observable<CacheWriteFailure> { .never() }
}

/// Fresh data that was shown but could not be stored in the cache.
public struct CacheWriteFailure: Error, CustomStringConvertible {
    /// Why storing failed.
    public let error: Swift.Error

    /// A failure to store, for `error`.
    public init(error: Swift.Error) {
        self.error = error
    }

    /// What the user loses, and why.
    public var description: String { "Could not keep this data for offline use: \(error)" }
}
