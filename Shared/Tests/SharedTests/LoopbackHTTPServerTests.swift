import Core
import Foundation
import SharedTesting
import XCTest

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The client tests' server, on real sockets and threads: it answers its routes, records each
/// request whole, and answers a path it does not know with a 404.
final class LoopbackHTTPServerTests: XCTestCase {
    private func get(_ url: URL, headers: [String: String] = [:]) -> (status: Int, body: String)? {
        var request = URLRequest(url: url, timeoutInterval: 5)
        headers.forEach { request.setValue($1, forHTTPHeaderField: $0) }
        let answer = LockedBox<(Int, String)?>(nil)
        let done = DispatchSemaphore(value: 0)
        URLSession.shared.dataTask(with: request) { data, response, _ in
            answer.set(
                ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data ?? Data(), as: UTF8.self)))
            done.signal()
        }.resume()
        guard done.wait(timeout: .now() + 10) == .success else { return nil }
        return answer.value
    }

    func testARouteIsAnsweredAndEveryRequestIsRecordedWithItsQueryAndHeaders() throws {
        let server = LoopbackHTTPServer()
        try server.start()
        defer { server.stop() }
        server.route("/places/search", json: #"{"results": []}"#)
        for round in 0..<5 {
            let url = try XCTUnwrap(
                URL(string: "\(server.baseURL.absoluteString)/places/search?near=Berlin&round=\(round)"))
            let answer = get(url, headers: ["X-Test": "yes"])
            XCTAssertEqual(answer?.status, 200)
            XCTAssertEqual(answer?.body, #"{"results": []}"#)
        }
        let missing = get(server.baseURL.appendingPathComponent("nowhere"))
        XCTAssertEqual(missing?.status, 404)
        XCTAssertEqual(server.requests.count, 6)
        XCTAssertEqual(server.requests.first?.path, "/places/search")
        XCTAssertEqual(server.requests.first?.query, ["near": "Berlin", "round": "0"])
        XCTAssertEqual(server.requests.first?.headers["x-test"], "yes", "header names are lowercased")
        XCTAssertEqual(server.requests.last?.path, "/nowhere")
    }
}
