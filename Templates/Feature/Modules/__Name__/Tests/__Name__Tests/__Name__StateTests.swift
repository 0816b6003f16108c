import Core
import CoreTesting
import Foundation
import Shared
import SharedTesting
import XCTest
import __Name__Interface
import __Name__Testing

@testable import __Name__

@MainActor
final class __Name__StateTests: LeakCheckedTestCase {
    func testAFailureKeepsTheListANoticeLastsOneActionAndTheNextLoadClearsTheError() async {
        var state = __Name__Reducer.reduce(__Name__State(), .loaded([Fixtures.venue()]))
        XCTAssertFalse(state.isLoading)
        state = __Name__Reducer.reduce(state, .failed("offline"))
        XCTAssertEqual(state.error, "offline")
        XCTAssertEqual(state.items.map(\.id), ["v1"], "a failed reload keeps what is on screen")
        state = __Name__Reducer.reduce(state, .notice("Settings could not open"))
        XCTAssertEqual(state.notice, "Settings could not open")
        state = __Name__Reducer.reduce(state, .loaded([]))
        XCTAssertNil(state.notice)
        XCTAssertNil(state.error)
        XCTAssertTrue(state.items.isEmpty)
    }
}
