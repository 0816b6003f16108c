import Core
import CoreTesting
import Shared
import XCTest

@testable import __Feature__

@MainActor
final class __Screen__ModelTests: LeakCheckedTestCase {
    func testTheActiveModelKeepsTheItems() async {
        let model = __Screen__Model()
        model.add()
        model.add()
        model.removeLast()
        XCTAssertEqual(model.items.value, ["Item 1"])
    }
}
