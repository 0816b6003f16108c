import Core
import CoreTesting
import Dispatch
import Foundation
import Shared
import SharedLive
import XCTest

/// A provider that answers from a script the test can change while it runs.
private final class ScriptedProvider: VenueProvider {
    private let script: LockedBox<Result<[Venue], VenueDataError>>

    init(_ result: Result<[Venue], VenueDataError>) {
        script = LockedBox(result)
    }

    func answer(_ result: Result<[Venue], VenueDataError>) {
        script.set(result)
    }

    func search(_ query: VenueQuery) -> Single<[Venue]> {
        Single.deferred { [script] in
            switch script.value {
            case .success(let venues): return .just(venues)
            case .failure(let error): return .error(error)
            }
        }
    }

    func venue(id: String) -> Single<Venue> {
        Single.deferred { [script] in
            switch script.value {
            case .success(let venues):
                guard let venue = venues.first(where: { $0.id == id }) else {
                    return .error(VenueDataError.notFound(venueID: id))
                }
                return .just(venue)
            case .failure(let error): return .error(error)
            }
        }
    }

    func tips(venueID: String) -> Single<[Tip]> { venue(id: venueID).map(\.tips) }
    func photos(venueID: String) -> Single<[Photo]> { venue(id: venueID).map(\.photos) }
}

final class CachedVenueRepositoryTests: TemporaryDirectoryTestCase {

    func testSearchEmitsCachedThenFresh() throws {
        let provider = ScriptedProvider(.success(cachedVenues(2)))
        let repository = CachedVenueRepository(provider: provider, cache: DiskCache(directory: directory), cities: [])
        let query = VenueQuery(location: .place("Berlin"))

        let first = LockedBox<[[Venue]]>([])
        _ = repository.search(query).subscribe(onNext: { first.append($0) })
        XCTAssertEqual(first.value, [cachedVenues(2)], "nothing cached yet: fresh only")

        provider.answer(.success(cachedVenues(3)))
        let second = LockedBox<[[Venue]]>([])
        _ = repository.search(query).subscribe(onNext: { second.append($0) })
        XCTAssertEqual(second.value, [cachedVenues(2), cachedVenues(3)], "cached first, fresh after")
    }

    func testAFailedRefreshStillDeliversTheCachedResults() {
        let provider = ScriptedProvider(.success(cachedVenues(2)))
        let repository = CachedVenueRepository(provider: provider, cache: DiskCache(directory: directory), cities: [])
        let query = VenueQuery(location: .place("Berlin"))
        _ = repository.search(query).subscribe()

        provider.answer(.failure(.noConnection("offline")))
        let events = LockedBox<[Event<[Venue]>]>([])
        _ = repository.search(query).subscribe { events.append($0) }
        XCTAssertEqual(events.value.count, 2)
        XCTAssertEqual(events.value.first?.element, cachedVenues(2))
        XCTAssertEqual(events.value.last?.error as? VenueDataError, .noConnection("offline"))
    }

    func testCachedDataStandingInForAFailureIsReportedWithItsAge() throws {
        let provider = ScriptedProvider(.success(cachedVenues(2)))
        let stamped = Date(timeIntervalSince1970: 1_800_000_000)
        let repository = CachedVenueRepository(
            provider: provider, cache: DiskCache(directory: directory), cities: [], clock: FixedClock(stamped))
        let fallbacks = LockedBox<[CacheFallback]>([])
        let watching = repository.fallbacks.subscribe(onNext: { fallbacks.append($0) })
        defer { watching.dispose() }
        let query = VenueQuery(location: .place("Berlin"))
        _ = repository.search(query).subscribe()
        _ = repository.venue(id: "v1").subscribe()
        XCTAssertTrue(fallbacks.value.isEmpty, "fresh data: nothing to report")

        provider.answer(.failure(.noConnection("offline")))
        let failures = LockedBox(0)
        _ = repository.search(query).subscribe(onError: { _ in failures.increment() })
        _ = repository.venue(id: "v1").subscribe()
        _ = repository.venue(id: "never-seen").subscribe(onFailure: { _ in failures.increment() })
        XCTAssertEqual(failures.value, 2, "the search still ends with its error, and a miss fails")
        XCTAssertEqual(fallbacks.value.map(\.savedAt), [stamped, stamped], "once per stand-in, not for a miss")
        XCTAssertEqual(fallbacks.value.first?.error as? VenueDataError, .noConnection("offline"))
        XCTAssertEqual(
            fallbacks.value.first?.description(clock: FixedClock(stamped.addingTimeInterval(12 * 60))),
            "\(VenueDataError.noConnection("offline")) Showing data saved 12 min ago.")
    }

    func testSingleRequestsFallBackToTheCache() {
        let provider = ScriptedProvider(.success(cachedVenues(2)))
        let repository = CachedVenueRepository(provider: provider, cache: DiskCache(directory: directory), cities: [])
        let online = LockedBox<Venue?>(nil)
        _ = repository.venue(id: "v1").subscribe(onSuccess: { online.set($0) })
        XCTAssertEqual(online.value?.id, "v1")

        provider.answer(.failure(.timeout))
        let offline = LockedBox<Venue?>(nil)
        _ = repository.venue(id: "v1").subscribe(onSuccess: { offline.set($0) })
        XCTAssertEqual(offline.value, online.value)

        let failure = LockedBox<Error?>(nil)
        _ = repository.venue(id: "never-seen").subscribe(onFailure: { failure.set($0) })
        XCTAssertEqual(failure.value as? VenueDataError, .timeout)
    }
}
