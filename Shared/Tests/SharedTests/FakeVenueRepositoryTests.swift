import Core
import CoreTesting
import Shared
import SharedTesting
import XCTest

/// The repository every feature's tests use answers as the real ones do: by text and limit,
/// a typed error for an unknown venue, and failures and delays when told to.
final class FakeVenueRepositoryTests: XCTestCase {
    private let bakery = VenueCategory(id: "b", name: "Bakery", shortName: "Bakery", pluralName: "Bakeries")

    func testSearchMatchesNameOrCategoryUpToTheLimitAndAnUnknownVenueIsNotFound() throws {
        let repository = FakeVenueRepository(venues: [
            Fixtures.venue(id: "a", name: "Rye Corner", categories: [bakery]),
            Fixtures.venue(id: "b", name: "Canal Roasters"),
            Fixtures.venue(id: "c", name: "Crumb", categories: [bakery]),
        ])
        let search = { (text: String?, limit: Int) in
            try repository.search(VenueQuery(location: .place("Amsterdam"), text: text, limit: limit))
                .toBlocking(timeout: 5).single().map(\.id)
        }
        XCTAssertEqual(try search("BAKERY", 50), ["a", "c"], "by category, whatever the case")
        XCTAssertEqual(try search("canal", 50), ["b"])
        XCTAssertEqual(try search(nil, 2), ["a", "b"])
        XCTAssertThrowsError(try repository.venue(id: "z").toBlocking(timeout: 5).single()) { error in
            XCTAssertEqual(error as? VenueDataError, .notFound(venueID: "z"))
        }
        XCTAssertEqual(try repository.tips(venueID: "b").toBlocking(timeout: 5).single(), Fixtures.tips)
    }

    func testAScriptedFailureAndDelayApplyToTheRequestsMadeWhileSet() throws {
        let repository = FakeVenueRepository(venues: [Fixtures.venue()], tips: ["v1": []])
        repository.failure = .timeout
        XCTAssertThrowsError(try repository.venue(id: "v1").toBlocking(timeout: 5).single()) { error in
            XCTAssertEqual(error as? VenueDataError, .timeout)
        }
        repository.failure = nil
        let scheduler = TestScheduler(initialClock: 0)
        repository.delay = (.seconds(3), scheduler)
        let tips = scheduler.start(created: 0, subscribed: 10, disposed: 100) {
            repository.tips(venueID: "v1").asObservable()
        }
        // `delay` sends the element at 13 and, as RxSwift's does, the completion one step
        // later; a single answers at its source's completion.
        XCTAssertEqual(tips.events, [.next(14, []), .completed(14)], "the given tips, three seconds late")
    }
}
