import Core
import Foundation
import Shared

/// A cache-then-network repository: a search emits what the cache holds at once,
/// then the provider's fresh result (which is stored for next time). Single requests go to
/// the provider and fall back to the cache when it fails. Whenever cached data stands in for
/// a failed request, `fallbacks` says so, with the failure and the data's age.
public final class CachedVenueRepository: VenueRepository {
    private let provider: VenueProvider
    private let cache: DiskCache
    private let clock: WallClock
    private let fallbackRelay = PublishRelay<CacheFallback>()
    private let writeFailureRelay = PublishRelay<CacheWriteFailure>()
    /// Places the user can switch to by name.
    public let cities: [City]

    /// A repository over `provider`, caching in `cache`, stamping entries with `clock`.
    public init(provider: VenueProvider, cache: DiskCache, cities: [City], clock: WallClock = SystemClock()) {
        self.provider = provider
        self.cache = cache
        self.cities = cities
        self.clock = clock
    }

    /// Cached data shown in place of a failed request, as it happens.
    public var fallbacks: Observable<CacheFallback> { fallbackRelay.asObservable() }

    /// Fresh data that could not be stored, as it happens: the data is still delivered.
    public var cacheWriteFailures: Observable<CacheWriteFailure> { writeFailureRelay.asObservable() }

    /// Stores `value` under `key`; a failure is reported on `cacheWriteFailures`, and the
    /// value still goes to the screen.
    private static func keep<Value: Codable>(
        _ value: Value, for key: String, in cache: DiskCache, at date: Date, failures: PublishRelay<CacheWriteFailure>
    ) {
        do {
            try cache.store(value, for: key, at: date)
        } catch {
            failures.accept(CacheWriteFailure(error: error))
        }
    }

    /// Cached results first, if any, then fresh ones; a failed refresh ends the sequence with
    /// its error after the cached results were delivered, and is reported on `fallbacks`.
    public func search(_ query: VenueQuery) -> Observable<[Venue]> {
        let key = Self.key(for: query)
        let cache = self.cache
        let clock = self.clock
        let fallbacks = fallbackRelay
        let failures = writeFailureRelay
        let provider = self.provider
        return Observable.deferred {
            let cached = cache.entry([Venue].self, for: key)
            let fresh = provider.search(query).asObservable()
                .do(onNext: { Self.keep($0, for: key, in: cache, at: clock.now, failures: failures) })
                .catch { error in
                    if let cached { fallbacks.accept(CacheFallback(error: error, savedAt: cached.savedAt)) }
                    return .error(error)
                }
            return Observable.from(optional: cached?.value).concat(fresh)
        }
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

    private func withFallback<Value: Codable & Sendable>(_ request: Single<Value>, key: String) -> Single<Value> {
        let cache = self.cache
        let clock = self.clock
        let fallbacks = fallbackRelay
        let failures = writeFailureRelay
        return
            request
            .do(onSuccess: { Self.keep($0, for: key, in: cache, at: clock.now, failures: failures) })
            .catch { error in
                guard let cached = cache.entry(Value.self, for: key) else { return .error(error) }
                fallbacks.accept(CacheFallback(error: error, savedAt: cached.savedAt))
                return .just(cached.value)
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
