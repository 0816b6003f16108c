import Core
import Foundation
import Shared

/// A repository answering from memory, for every feature's tests: it serves the venues and
/// tips it was given, and can be told to fail or to answer after a delay on a (virtual-time)
/// scheduler.
public final class FakeVenueRepository: VenueRepository {
    private struct Script: Sendable {
        var failure: VenueDataError?
        var delay: (RxTimeInterval, SchedulerType)?
    }

    private let venues: [Venue]
    private let tipsByVenue: [String: [Tip]]
    // Core's lock-guarded box, not a lock and `@unchecked`: tests script it from one thread
    // while requests may come from another, and the compiler checks that every access goes
    // through it.
    private let script = LockedBox(Script())
    /// Places the user can switch to.
    public let cities: [City]

    /// A repository serving `venues`, and `tips` by venue id (a venue's own tips otherwise).
    public init(venues: [Venue] = [], tips: [String: [Tip]] = [:], cities: [City] = []) {
        self.venues = venues
        tipsByVenue = tips
        self.cities = cities
    }

    /// The error every request fails with, while set.
    public var failure: VenueDataError? {
        get { script.withLock { $0.failure } }
        set { script.withLock { $0.failure = newValue } }
    }

    /// Answers arrive this long after the request, on this scheduler; at once when nil.
    public var delay: (RxTimeInterval, SchedulerType)? {
        get { script.withLock { $0.delay } }
        set { script.withLock { $0.delay = newValue } }
    }

    /// The venues whose name or category contains the query's text, up to its limit.
    public func search(_ query: VenueQuery) -> Observable<[Venue]> {
        let text = (query.text ?? "").lowercased()
        let matches = venues.filter { venue in
            text.isEmpty || venue.name.lowercased().contains(text)
                || venue.categories.contains { $0.name.lowercased().contains(text) }
        }
        return answer(.success(Array(matches.prefix(query.limit))))
    }

    /// The venue with `id`, or `notFound`.
    public func venue(id: String) -> Single<Venue> {
        answer(venues.first { $0.id == id }.map { .success($0) } ?? .failure(.notFound(venueID: id))).asSingle()
    }

    /// The tips given for `venueID`, else the venue's own.
    public func tips(venueID: String) -> Single<[Tip]> {
        answer(.success(tipsByVenue[venueID] ?? venues.first { $0.id == venueID }?.tips ?? [])).asSingle()
    }

    /// The venue's photos.
    public func photos(venueID: String) -> Single<[Photo]> {
        answer(.success(venues.first { $0.id == venueID }?.photos ?? [])).asSingle()
    }

    /// `found`, unless the script says to fail, after the scripted delay.
    private func answer<Value: Sendable>(_ found: Result<Value, VenueDataError>) -> Observable<Value> {
        let (failure, delay) = script.withLock { ($0.failure, $0.delay) }
        let result: Observable<Value>
        switch failure.map(Result.failure) ?? found {
        case .success(let value): result = .just(value)
        case .failure(let error): result = .error(error)
        }
        guard let (interval, scheduler) = delay else { return result }
        return result.delay(interval, scheduler: scheduler)
    }
}
