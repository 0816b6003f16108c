import Core
import CoreTesting
import XCTest

final class ModuleTests: LeakCheckedTestCase {
    /// A build that fails on a resolution names the module and keeps the resolution's words,
    /// which say what to register.
    func testABuildErrorNamesTheModuleAndWhatToFix() throws {
        let container = Container()
        do {
            _ = try container.require(String.self)
            XCTFail("nothing registers a String")
        } catch {
            let built = BuildError(module: "Tips", resolution: error)
            XCTAssertEqual(built.module, "Tips")
            XCTAssertEqual(built.description, "Cannot build Tips: \(error.description)")
            XCTAssertTrue(built.reason.contains("String"), built.reason)
        }
        XCTAssertEqual(
            BuildError(module: "Map", reason: "no city").description, "Cannot build Map: no city")
    }
}
