import Core
import CoreTesting
import Foundation
import Shared
import SharedLive
import XCTest

final class EmbeddedVenueProviderTests: XCTestCase {
    private var provider: EmbeddedVenueProvider!

    override func setUpWithError() throws {
        try super.setUpWithError()
        provider = try EmbeddedVenueProvider.bundled()
    }

    override func tearDown() {
        provider = nil
        super.tearDown()
    }

    private func search(_ query: VenueQuery) throws -> [Venue] {
        try provider.results(for: query)
    }

    func testDatasetHasThreeCitiesOfFortyPlusVenuesOverEightPlusCategories() throws {
        XCTAssertEqual(provider.cities.map(\.name), ["Amsterdam", "Berlin", "Lisbon"])
        for city in provider.cities {
            let venues = try search(VenueQuery(location: .place(city.name), limit: 1_000))
            XCTAssertGreaterThanOrEqual(venues.count, 40, city.name)
            XCTAssertGreaterThanOrEqual(Set(venues.compactMap(\.primaryCategory?.name)).count, 8, city.name)
            let withTips = venues.filter { $0.tips.count >= 3 }
            XCTAssertGreaterThan(
                Double(withTips.count) / Double(venues.count), 0.5, "most venues have three or more tips")
            XCTAssertTrue(venues.allSatisfy { $0.hours != nil && $0.rating != nil }, city.name)
            XCTAssertTrue(venues.contains { !$0.photos.isEmpty })
        }
    }

    func testSearchAroundACityIsNearestFirstAndLimited() throws {
        let venues = try search(VenueQuery(location: .place("lisbon"), limit: 5))
        XCTAssertEqual(venues.count, 5)
        let distances = venues.compactMap(\.distance)
        XCTAssertEqual(distances, distances.sorted())
        XCTAssertTrue(venues.allSatisfy { $0.address.locality == "Lisbon" })
    }

    func testSearchAroundACoordinateStaysWithinTheRadius() throws {
        let amsterdamCentre = Coordinate(latitude: 52.3731, longitude: 4.8922)
        let venues = try search(VenueQuery(location: .coordinate(amsterdamCentre), limit: 1_000))
        XCTAssertFalse(venues.isEmpty)
        XCTAssertTrue(
            venues.allSatisfy { $0.address.locality == "Amsterdam" }, "Berlin and Lisbon are far outside the radius")
    }

    func testTextAndCategoryFilters() throws {
        let coffee = try search(VenueQuery(location: .place("Berlin"), category: "coffee shop", limit: 100))
        XCTAssertFalse(coffee.isEmpty)
        XCTAssertTrue(coffee.allSatisfy { $0.primaryCategory?.name == "Coffee Shop" })

        let byID = try search(VenueQuery(location: .place("Berlin"), category: "13035", limit: 100))
        XCTAssertEqual(byID.map(\.id), coffee.map(\.id))

        let named = try search(VenueQuery(location: .place("Berlin"), text: "museum", limit: 100))
        XCTAssertFalse(named.isEmpty)
        XCTAssertTrue(
            named.allSatisfy {
                $0.name.localizedCaseInsensitiveContains("museum") || $0.primaryCategory?.name == "Museum"
            })

        XCTAssertTrue(try search(VenueQuery(location: .place("Berlin"), text: "zzz-no-such-venue")).isEmpty)
    }

    func testUnknownPlaceErrorListsTheKnownOnes() {
        XCTAssertThrowsError(try search(VenueQuery(location: .place("Atlantis")))) { error in
            XCTAssertEqual(
                error as? VenueDataError, .unknownPlace("Atlantis", known: ["Amsterdam", "Berlin", "Lisbon"]))
            XCTAssertEqual("\(error)", "Unknown place \"Atlantis\". Known places: Amsterdam, Berlin, Lisbon.")
        }
    }

    func testDetailsTipsAndPhotosThroughSingles() throws {
        let first = try XCTUnwrap(
            search(VenueQuery(location: .place("Amsterdam"), limit: 50)).first { $0.tips.count >= 3 })
        let details = LockedBox<Venue?>(nil)
        let tips = LockedBox<[Tip]>([])
        let photos = LockedBox<[Photo]?>(nil)
        _ = provider.venue(id: first.id).subscribe(onSuccess: { details.set($0) })
        _ = provider.tips(venueID: first.id).subscribe(onSuccess: { tips.set($0) })
        _ = provider.photos(venueID: first.id).subscribe(onSuccess: { photos.set($0) })
        XCTAssertEqual(details.value?.name, first.name)
        XCTAssertEqual(tips.value.count, first.tips.count)
        XCTAssertEqual(
            tips.value.map(\.createdAt), tips.value.map(\.createdAt).sorted(by: >), "tips come newest first")
        XCTAssertNotNil(tips.value.first?.author)
        XCTAssertEqual(photos.value?.count, first.photos.count)
        if let photo = photos.value?.first {
            XCTAssertTrue(photo.url(size: "300x300").hasPrefix("https://"))
            XCTAssertTrue(photo.url(size: "300x300").contains("300x300"))
        }
    }

    func testUnknownVenueIsATypedError() {
        let failure = LockedBox<Error?>(nil)
        _ = provider.venue(id: "missing").subscribe(onFailure: { failure.set($0) })
        XCTAssertEqual(failure.value as? VenueDataError, .notFound(venueID: "missing"))
    }

    func testMalformedDataNamesTheField() {
        let missingName = Data(
            #"{"cities":[{"name":"X","region":"R","country":"C","latitude":1,"longitude":2,"results":[{"fsq_place_id":"a","latitude":1,"longitude":2}]}]}"#
                .utf8)
        XCTAssertThrowsError(try EmbeddedVenueProvider(data: missingName)) { error in
            XCTAssertEqual(error as? VenueDataError, .decoding(field: "cities[0].results[0].name", reason: "missing"))
        }
        let wrongType = Data(
            #"{"cities":[{"name":"X","region":"R","country":"C","latitude":"north","longitude":2,"results":[]}]}"#.utf8)
        XCTAssertThrowsError(try EmbeddedVenueProvider(data: wrongType)) { error in
            XCTAssertEqual(error as? VenueDataError, .decoding(field: "cities[0].latitude", reason: "expected Double"))
        }
        XCTAssertThrowsError(try EmbeddedVenueProvider(data: Data("not json".utf8))) { error in
            guard case .decoding(_, let reason)? = error as? VenueDataError else { return XCTFail("\(error)") }
            XCTAssertEqual(reason, "not valid JSON")
        }
    }

    func testSearchDeliversOneListAndCompletes() throws {
        let repository: VenueRepository = provider
        let results = LockedBox<[[Venue]]>([])
        _ = repository.search(VenueQuery(location: .place("Berlin"), limit: 3)).subscribe(onNext: { results.append($0) }
        )
        XCTAssertEqual(results.value.count, 1)
        XCTAssertEqual(results.value.first?.count, 3)
        XCTAssertEqual(repository.cities.count, 3)
    }
}
