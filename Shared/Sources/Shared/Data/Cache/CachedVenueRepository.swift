import Core

/// A cache-then-network repository: a search emits what the cache holds at once,
/// then the provider's fresh result (which is stored for next time). Single requests go to
/// the provider and fall back to the cache when it fails.
public final class CachedVenueRepository: VenueRepository {
    private let provider: VenueProvider
    private let cache: DiskCache
    /// Places the user can switch to by name.
    public let cities: [City]

    /// A repository over `provider`, caching in `cache`.
    public init(provider: VenueProvider, cache: DiskCache, cities: [City]) {
        self.provider = provider
        self.cache = cache
        self.cities = cities
    }

    /// Cached results first, if any, then fresh ones; a failed refresh ends the sequence with
    /// its error after the cached results were delivered.
    public func search(_ query: VenueQuery) -> Observable<[Venue]> {
        let key = Self.key(for: query)
        let cache = self.cache
        let cached = Observable<[Venue]>.deferred { .from(optional: cache.value([Venue].self, for: key)) }
        let fresh = provider.search(query).asObservable().do(onNext: { try? cache.store($0, for: key) })
        return cached.concat(fresh)
    }

    /// One venue; from the cache when the provider fails.
    public func venue(id: String) -> Single<Venue> {
        withFallback(provider.venue(id: id), key: "venue:\(id)")
    }

    /// The tips of a venue; from the cache when the provider fails.
    public func tips(venueID: String) -> Single<[Tip]> {
        withFallback(provider.tips(venueID: venueID), key: "tips:\(venueID)")
    }

    /// The photos of a venue; from the cache when the provider fails.
    public func photos(venueID: String) -> Single<[Photo]> {
        withFallback(provider.photos(venueID: venueID), key: "photos:\(venueID)")
    }

    private func withFallback<Value: Codable>(_ request: Single<Value>, key: String) -> Single<Value> {
        let cache = self.cache
        return
            request
            .do(onSuccess: { try? cache.store($0, for: key) })
            .catch { error in
                guard let cached = cache.value(Value.self, for: key) else { return .error(error) }
                return .just(cached)
            }
    }

    static func key(for query: VenueQuery) -> String {
        let location: String
        switch query.location {
        case .coordinate(let point): location = "ll=\(point.latitude),\(point.longitude)"
        case .place(let name): location = "near=\(name.lowercased())"
        }
        return "search:\(location)|q=\(query.text ?? "")|c=\(query.category ?? "")|n=\(query.limit)"
    }
}
