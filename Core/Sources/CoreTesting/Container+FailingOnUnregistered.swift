import Core
import XCTest

extension Container {
    /// A container for one test that fails the test when code resolves a service the test did not
    /// register, as swift-dependencies fails a test that reads a value it never set: the failure
    /// names the service, the path that needed it and the test, at the resolve that needed a fake,
    /// instead of a nil or an error three calls later.
    ///
    /// ```swift
    /// func testTheDetailsLoad() async {
    ///     let container = Container.failingOnUnregistered()
    ///     container.register(VenueRepository.self) { _ in FakeVenueRepository() }
    ///     // a resolve of anything else fails this test, naming it
    /// }
    /// ```
    ///
    /// The check is the hierarchy's: a child of this container fails the test as well. With
    /// Swift Testing, pass `fail: { message, _, _ in Issue.record(Comment(rawValue: message)) }`.
    public static func failingOnUnregistered(
        test: String = #function, file: StaticString = #filePath, line: UInt = #line,
        fail: @escaping (String, StaticString, UInt) -> Void = { XCTFail($0, file: $1, line: $2) }
    ) -> Container {
        let container = Container()
        container.onUnregisteredResolve { error in
            fail("\(test) resolved \(error.serviceType), which the test did not register. \(error)", file, line)
        }
        return container
    }
}
