import Core
import CoreTesting
import XCTest

final class RxErrorTests: LeakCheckedTestCase {
    func testRxErrorCasesDescribeThemselves() {
        let cases: [RxError] = [.unknown, .overflow, .argumentOutOfRange, .timeout, .noElements, .moreThanOneElement]
        XCTAssertEqual(Set(cases.map(\.description)).count, cases.count)
        XCTAssertTrue(cases.allSatisfy { !$0.description.isEmpty })
    }
}
