import Core
import CoreTesting
import XCTest

private final class Store {}

/// Swinject's debug log: every optional `resolve` that found nothing, or failed, is one line
/// naming what went wrong, and nothing is built for the log while nobody listens.
final class ContainerLoggingTests: XCTestCase {
    private var saved: (@Sendable (String) -> Void)?

    override func setUp() {
        super.setUp()
        saved = Container.loggingFunction
    }

    override func tearDown() {
        Container.loggingFunction = saved
        super.tearDown()
    }

    func testAnOptionalResolveThatFindsNothingIsLoggedWithWhatIsRegisteredInstead() {
        let lines = LockedBox<[String]>([])
        Container.loggingFunction = { lines.append($0) }
        let container = Container()
        container.register(Store.self, name: "cellar") { _ in Store() }
        XCTAssertNil(container.resolve(Store.self))
        XCTAssertEqual(lines.value.count, 1)
        XCTAssertTrue(lines.value.first?.hasPrefix("Resolution failed: No registration for Store.") ?? false)
        XCTAssertTrue(lines.value.first?.contains("Registered instead: Store (name: \"cellar\")") ?? false)
        XCTAssertNotNil(container.resolve(Store.self, name: "cellar"))
        XCTAssertEqual(lines.value.count, 1, "a resolve that found its service logs nothing")
    }

    func testAFactoryThatThrowsUnderAnOptionalResolveIsLoggedToo() {
        let lines = LockedBox<[String]>([])
        Container.loggingFunction = { lines.append($0) }
        let handled = LockedBox<[String]>([])
        let previousHandler = Hooks.defaultErrorHandler
        Hooks.defaultErrorHandler = { _, error in handled.append("\(error)") }
        defer { Hooks.defaultErrorHandler = previousHandler }
        let container = Container()
        container.register(Store.self) { _ in throw TestError("disk") }
        XCTAssertNil(container.resolve(Store.self))
        XCTAssertEqual(lines.value, ["Resolution failed: The factory for Store threw disk. Resolution path: Store."])
        XCTAssertEqual(handled.value.count, 1, "a wiring bug also reaches the unhandled-error hook")
    }
}
