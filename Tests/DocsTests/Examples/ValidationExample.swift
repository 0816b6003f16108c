import Core
import CoreTesting
import XCTest

private protocol HTTPClient: AnyObject {}
private final class URLSessionHTTPClient: HTTPClient {}
private protocol VenueRepository: AnyObject {}
private final class RemoteVenueRepository: VenueRepository {
    let client: HTTPClient
    init(client: HTTPClient) { self.client = client }
}
private final class VenueDetailsViewModel {
    let repository: VenueRepository
    init(repository: VenueRepository) { self.repository = repository }
}

private struct NetworkAssembly: Assembly {
    func assemble(container: Container) {
        container.register(HTTPClient.self) { _ in URLSessionHTTPClient() }.inObjectScope(.container)
        container.register(VenueRepository.self) { r in RemoteVenueRepository(client: try r.require(HTTPClient.self)) }
    }
}

private struct DetailsAssembly: Assembly {
    func assemble(container: Container) {
        container.register(VenueDetailsViewModel.self) { r in
            VenueDetailsViewModel(repository: try r.require(VenueRepository.self))
        }
    }
}

final class ValidationExampleTests: XCTestCase {
    func testTheAppsAssembliesAreWiredCompletely() throws {
        // README: validate
        // In the app's tests: every registration resolved once, in a throw-away graph.
        let app = Assembler([NetworkAssembly(), DetailsAssembly()])
        try app.validate()
        // README: end
    }

    func testAMissingAssemblyIsReportedWithItsPath() {
        // README: report
        let details = Assembler([DetailsAssembly()])  // NetworkAssembly forgotten
        XCTAssertThrowsError(try details.validate()) { print($0) }
        // 1 wiring problem(s) in 1 registrations; fix from the top:
        // 1. No registration for VenueRepository. Resolution path: VenueDetailsViewModel → VenueRepository.
        //    Nothing is registered for VenueRepository under any name; register it in an assembly ...
        // README: end
        XCTAssertThrowsError(try details.validate()) { error in
            XCTAssertTrue(
                "\(error)".hasPrefix(
                    "1 wiring problem(s) in 1 registrations; fix from the top:\n1. No registration for "
                        + "VenueRepository. Resolution path: VenueDetailsViewModel → VenueRepository. Nothing is "
                        + "registered for VenueRepository under any name; register it in an assembly"), "\(error)")
        }
    }

    func testTheTreeOfAServiceShowsWhatItBuilds() {
        let app = Assembler([NetworkAssembly(), DetailsAssembly()])
        // README: tree
        print(app.container.tree(of: VenueDetailsViewModel.self))
        // VenueDetailsViewModel · graph, one per resolve, shared within it
        // └── VenueRepository · graph, one per resolve, shared within it
        //     └── HTTPClient · container, kept by its container
        // README: end
        XCTAssertEqual(
            app.container.tree(of: VenueDetailsViewModel.self).description,
            """
            VenueDetailsViewModel · graph, one per resolve, shared within it
            └── VenueRepository · graph, one per resolve, shared within it
                └── HTTPClient · container, kept by its container
            """)
    }

    func testATestContainerFailsAResolveOfWhatTheTestDidNotRegister() {
        var failures: [String] = []
        let record = { (message: String, _: StaticString, _: UInt) in failures.append(message) }
        // README: strict
        let container = Container.failingOnUnregistered(fail: record)  // `fail:` left out, it calls XCTFail
        container.register(VenueRepository.self) { _ in RemoteVenueRepository(client: URLSessionHTTPClient()) }
        DetailsAssembly().assemble(container: container)
        _ = container.resolve(VenueDetailsViewModel.self)  // registered: resolves
        _ = container.resolve(HTTPClient.self)  // not registered: fails the test, naming HTTPClient and the test
        // README: end
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(
            failures.first?.hasPrefix(
                "testATestContainerFailsAResolveOfWhatTheTestDidNotRegister() resolved HTTPClient, which the test "
                    + "did not register.") == true, "\(failures)")
    }
}
