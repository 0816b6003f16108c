import Core
import CoreTesting
import XCTest

private protocol Repository: AnyObject {}
private final class FakeRepository: Repository {}
private final class ViewModel {
    let repository: Repository?
    init(repository: Repository?) { self.repository = repository }
}

final class ContainerFailingOnUnregisteredTests: XCTestCase {
    func testAResolveOfWhatTheTestDidNotRegisterFailsItNamingServicePathAndTest() {
        var failures: [String] = []
        let container = Container.failingOnUnregistered(fail: { message, _, _ in failures.append(message) })
        container.register(ViewModel.self) { r in ViewModel(repository: r.resolve(Repository.self)) }
        XCTAssertNil(container.resolve(ViewModel.self)?.repository, "the resolve goes on as it would")
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(
            failures.first?.hasPrefix(
                "testAResolveOfWhatTheTestDidNotRegisterFailsItNamingServicePathAndTest() resolved Repository,"
                    + " which the test did not register.") == true, "\(failures)")
        XCTAssertTrue(failures.first?.contains("Resolution path: ViewModel → Repository") == true, "\(failures)")

        XCTAssertThrowsError(try container.makeChild().require(Repository.self), "a child checks too")
        XCTAssertEqual(failures.count, 2)
    }

    func testWhatTheTestRegisteredResolvesWithoutAFailure() {
        var failures: [String] = []
        let container = Container.failingOnUnregistered(fail: { message, _, _ in failures.append(message) })
        container.register(Repository.self) { _ in FakeRepository() }
        container.register(ViewModel.self) { r in ViewModel(repository: r.resolve(Repository.self)) }
        XCTAssertNotNil(container.resolve(ViewModel.self)?.repository)
        XCTAssertEqual(failures, [])
    }

}
