import Core
import XCTest

private protocol HTTPClient: AnyObject {}
private final class URLSessionHTTPClient: HTTPClient {}
private protocol VenueRepository: AnyObject {}
private final class RemoteVenueRepository: VenueRepository {
    let client: HTTPClient
    init(client: HTTPClient) { self.client = client }
}
private final class PhotoLoader {
    let size: Int
    let client: HTTPClient
    init(size: Int, client: HTTPClient) {
        self.size = size
        self.client = client
    }
}
private final class Session {
    let token: String
    init(token: String) { self.token = token }
}

private struct SessionAssembly: Assembly {
    let token: String
    func assemble(container: Container) {
        container.register(Session.self) { _ in Session(token: token) }.inObjectScope(.container)
    }
}

// README: assembly
struct CoreComponentsAssembly: Assembly {
    func assemble(container: Container) {
        container.register(HTTPClient.self) { _ in URLSessionHTTPClient() }.inObjectScope(.container)
        container.register(VenueRepository.self) { r in
            RemoteVenueRepository(client: try r.require(HTTPClient.self))
        }
        container.register(PhotoLoader.self) { (r: Resolver, size: Int) in
            PhotoLoader(size: size, client: try r.require(HTTPClient.self))
        }
    }
}
// README: end

final class AssemblyExampleTests: XCTestCase {
    func testTheAssemblyExampleResolvesThroughAChildContainer() throws {
        let token = "t0k3n"
        // README: assemblers
        let app = Assembler([CoreComponentsAssembly()])
        let session = Assembler([SessionAssembly(token: token)], parent: app)  // a child container
        let thumbnails = session.resolver.resolve(PhotoLoader.self, argument: 120)
        // README: end
        XCTAssertEqual(thumbnails?.size, 120)
        XCTAssertTrue(
            thumbnails?.client === app.resolver.resolve(HTTPClient.self), "the app-wide client, found from the child")
        XCTAssertEqual(session.resolver.resolve(Session.self)?.token, "t0k3n")
        XCTAssertNil(app.resolver.resolve(Session.self), "the session's services stay in the session")
    }
}
