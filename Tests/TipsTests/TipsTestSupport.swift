import Core
import CoreTesting
import Foundation
import Shared
import Tips

/// A repository answering from memory, optionally after a delay on a scheduler.
final class StubVenueRepository: VenueRepository, @unchecked Sendable {
    var tipsByVenue: [String: [Tip]] = [:]
    var failure: VenueDataError?
    var delay: (RxTimeInterval, SchedulerType)?
    let cities: [City] = []

    func search(_ query: VenueQuery) -> Observable<[Venue]> { .just([]) }
    func venue(id: String) -> Single<Venue> { .error(VenueDataError.notFound(venueID: id)) }
    func photos(venueID: String) -> Single<[Photo]> { .just([]) }

    func tips(venueID: String) -> Single<[Tip]> {
        let result: Observable<[Tip]> = failure.map { .error($0) } ?? .just(tipsByVenue[venueID] ?? [])
        guard let (interval, scheduler) = delay else { return result.asSingle() }
        return result.delay(interval, scheduler: scheduler).asSingle()
    }
}

/// What a parent provides to Tips, in tests.
struct StubTipsDependency: TipsDependency {
    let venueRepository: VenueRepository
    let clock: WallClock
}

enum TipsFixtures {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    static func tip(_ id: String, _ text: String, daysAgo: Double, likes: Int, author: String? = "Ana B.") -> Tip {
        Tip(
            id: id, text: text, author: author.map { User(id: "u-\($0)", name: $0) },
            createdAt: now.addingTimeInterval(-daysAgo * 86_400), likes: likes
        )
    }

    static let tips = [
        tip("t1", "Great espresso.", daysAgo: 3, likes: 2),
        tip("t2", "Quiet in the morning.", daysAgo: 40, likes: 30, author: nil),
        tip("t3", "Sourdough sells out early.", daysAgo: 1, likes: 9, author: "Lars K."),
    ]
}
