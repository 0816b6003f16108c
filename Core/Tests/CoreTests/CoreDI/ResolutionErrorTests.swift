import Core
import CoreTesting
import XCTest

private final class Store {}
private final class Basket {
    init(store: Store) {}
}

/// The words of each failure, whole: a person fixes the wiring from them alone.
final class ResolutionErrorTests: XCTestCase {
    func testAMissingServiceNamesItsPathAndWhatIsRegisteredForItsTypeInstead() {
        let container = Container()
        container.register(Basket.self) { resolver in Basket(store: try resolver.require(Store.self)) }
        container.register(Store.self, name: "shelf") { _ in Store() }
        container.register(Store.self, name: "cellar") { _ in Store() }
        do {
            _ = try container.require(Basket.self)
            XCTFail("nothing registers an unnamed Store")
        } catch {
            XCTAssertTrue(error.serviceType == Store.self)
            XCTAssertNil(error.name)
            XCTAssertEqual(error.path, ["Basket", "Store"])
            XCTAssertEqual(
                error.description,
                "No registration for Store. Resolution path: Basket → Store. Registered instead: "
                    + "Store (name: \"cellar\"); Store (name: \"shelf\"). Resolve with the matching name and "
                    + "arguments, or register this one.")
        }
    }

    func testAFactoryThatThrowsIsNamedWithItsError() {
        let container = Container()
        container.register(Store.self, name: "remote") { _ in throw TestError("offline") }
        do {
            _ = try container.require(Store.self, name: "remote")
            XCTFail("the factory throws")
        } catch {
            XCTAssertEqual(error.name, "remote")
            XCTAssertEqual(
                error.description,
                "The factory for Store (name: \"remote\") threw offline. Resolution path: Store.")
        }
    }

    func testAWrapperReadAfterItsContainerIsGoneSaysToKeepTheContainer() throws {
        var container: Container? = Container()
        container?.register(Store.self) { _ in Store() }
        let lazy = try XCTUnwrap(container?.resolve(Lazy<Store>.self))
        container = nil
        XCTAssertThrowsError(try lazy.instance) { error in
            XCTAssertEqual(
                "\(error)",
                "Store was asked of a Lazy or Provider whose container is gone. Keep the container (or its "
                    + "Assembler) alive as long as the services it made.")
        }
    }
}
