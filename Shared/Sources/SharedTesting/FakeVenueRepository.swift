import Core
import Foundation
import Shared
import Synchronization

/// A repository answering from memory, for every feature's tests: it serves the venues and
/// tips it was given, records the searches it was asked for, and can be told to fail or to
/// answer after a delay on a (virtual-time) scheduler.
public final class FakeVenueRepository: VenueRepository {
    private struct Script {
        var venues: [Venue]
        var tips: [String: [Tip]]
        var failure: VenueDataError?
        var delay: (RxTimeInterval, SchedulerType)?
        var searches: [VenueQuery] = []
    }

    // A `Mutex`, not a lock and `@unchecked`: tests script it from one thread while requests
    // may come from another, and the compiler checks that every access goes through it.
    private let script: Mutex<Script>
    /// Places the user can switch to.
    public let cities: [City]

    /// A repository serving `venues`, and `tips` by venue id (a venue's own tips otherwise).
    public init(venues: [Venue] = [], tips: [String: [Tip]] = [:], cities: [City] = []) {
        script = Mutex(Script(venues: venues, tips: tips))
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

    /// The venues served.
    public var venues: [Venue] {
        get { script.withLock { $0.venues } }
        set { script.withLock { $0.venues = newValue } }
    }

    /// The searches asked for, in order.
    public var searches: [VenueQuery] { script.withLock { $0.searches } }

    /// The venues whose name or category contains the query's text, up to its limit.
    public func search(_ query: VenueQuery) -> Observable<[Venue]> {
        let (venues, failure) = script.withLock { script in
            script.searches.append(query)
            return (script.venues, script.failure)
        }
        let text = (query.text ?? "").lowercased()
        let matches = venues.filter { venue in
            text.isEmpty || venue.name.lowercased().contains(text)
                || venue.categories.contains { $0.name.lowercased().contains(text) }
        }
        return answer(failure.map { .failure($0) } ?? .success(Array(matches.prefix(query.limit))))
    }

    /// The venue with `id`, or `notFound`.
    public func venue(id: String) -> Single<Venue> {
        let (venue, failure) = script.withLock { script in (script.venues.first { $0.id == id }, script.failure) }
        let outcome: Result<Venue, VenueDataError> =
            failure.map { .failure($0) }
            ?? venue.map { .success($0) } ?? .failure(.notFound(venueID: id))
        return answer(outcome).asSingle()
    }

    /// The tips given for `venueID`, else the venue's own.
    public func tips(venueID: String) -> Single<[Tip]> {
        let (tips, failure) = script.withLock { script in
            (script.tips[venueID] ?? script.venues.first { $0.id == venueID }?.tips ?? [], script.failure)
        }
        return answer(failure.map { .failure($0) } ?? .success(tips)).asSingle()
    }

    /// The venue's photos.
    public func photos(venueID: String) -> Single<[Photo]> {
        let (photos, failure) = script.withLock { script in
            (script.venues.first { $0.id == venueID }?.photos ?? [], script.failure)
        }
        return answer(failure.map { .failure($0) } ?? .success(photos)).asSingle()
    }

    private func answer<Value>(_ outcome: Result<Value, VenueDataError>) -> Observable<Value> {
        let result: Observable<Value>
        switch outcome {
        case .success(let value): result = .just(value)
        case .failure(let error): result = .error(error)
        }
        guard let (interval, scheduler) = delay else { return result }
        return result.delay(interval, scheduler: scheduler)
    }
}
