import RxBlocking
import RxSwift
import XCTest

/// RxBlocking's names over Core, in the Swift 5 language mode.
final class RxBlockingTests: XCTestCase {
    func testABlockingSequenceWaitsForTheElements() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking(timeout: 5).toArray(), [1, 2, 3])
    }
}
