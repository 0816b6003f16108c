import Core
import CoreTesting
import Foundation
import XCTest

/// `decode(type:decoder:)`.
final class DecodeTests: LeakCheckedTestCase {
    private struct Venue: Decodable, Equatable {
        let name: String
    }

    func testDecodeDecodesEachElementAndFailsOnOneThatDoesNot() throws {
        let scheduler = TestScheduler()
        let valid = try XCTUnwrap(#"{"name":"Blue Bottle"}"#.data(using: .utf8))
        let invalid = try XCTUnwrap(#"{"title":"no name"}"#.data(using: .utf8))
        let source = scheduler.createHotObservable([.next(210, valid), .next(220, invalid), .next(230, valid)])
        let result = scheduler.start { source.decode(type: Venue.self, decoder: JSONDecoder()) }
        XCTAssertEqual(result.events.count, 2)
        XCTAssertEqual(result.events.first?.value.element, Venue(name: "Blue Bottle"))
        XCTAssertEqual(result.events.last?.time, 220)
        XCTAssertTrue(result.events.last?.value.error is DecodingError, "the decoder's own error")
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }
}
