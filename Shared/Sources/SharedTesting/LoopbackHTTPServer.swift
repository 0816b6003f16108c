import Core
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A minimal HTTP/1.1 server on 127.0.0.1 for client and end-to-end tests: scripted routes,
/// recorded requests, a thread per connection. Traffic never leaves the loopback interface.
public final class LoopbackHTTPServer: Sendable {
    /// How the server answers a path.
    public enum Reply: Sendable {
        /// Answers at once.
        case respond(status: Int, headers: [String: String], body: Data)
        /// Answers after `seconds`, as a slow network would.
        indirect case delayed(seconds: Double, Reply)
        /// Keeps the connection open without answering until the server stops.
        case hang
    }

    /// A request as the server received it.
    public struct Request: Sendable {
        /// `GET`, `POST`, ...
        public let method: String
        /// The path, without the query.
        public let path: String
        /// The query items.
        public let query: [String: String]
        /// The headers, with lowercased names.
        public let headers: [String: String]
    }

    /// What the test thread and the connection threads share, behind one mutex.
    private struct State: Sendable {
        var routes: [String: Reply] = [:]
        var recorded: [Request] = []
        var listener: Int32 = -1
        var hanging: [Int32] = []
        var port: UInt16 = 0
    }

    private let state = LockedBox(State())
    private let stopped = DispatchSemaphore(value: 0)

    /// The port it listens on, once started.
    public var port: UInt16 { state.withLock { $0.port } }

    /// A server that is not listening yet; `start()` it.
    public init() {}

    /// The server's root URL.
    public var baseURL: URL {
        URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
    }

    /// The requests received so far, in order.
    public var requests: [Request] { state.withLock { $0.recorded } }

    /// Answers requests for `path` with `reply`; unknown paths get a 404.
    public func route(_ path: String, _ reply: Reply) {
        state.withLock { $0.routes[path] = reply }
    }

    /// Answers requests for `path` with `json`.
    public func route(_ path: String, status: Int = 200, json: String, headers: [String: String] = [:]) {
        route(
            path,
            .respond(
                status: status, headers: headers.merging(["Content-Type": "application/json"]) { a, _ in a },
                body: Data(json.utf8)))
    }

    /// Listens on a free port of 127.0.0.1.
    public func start() throws {
        #if canImport(Glibc)
        let socketType = Int32(SOCK_STREAM.rawValue)
        #else
        let socketType = SOCK_STREAM
        #endif
        let listener = socket(AF_INET, socketType, 0)
        guard listener >= 0 else { throw POSIXError(.EIO) }
        var reuse: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(0).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(listener, 16) == 0 else {
            close(listener)
            throw POSIXError(.EADDRINUSE)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        let port = UInt16(bigEndian: address.sin_port)
        state.withLock { state in
            state.listener = listener
            state.port = port
        }
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    /// Stops listening and closes the connections left hanging.
    public func stop() {
        let (socket, open) = state.withLock { state in
            defer { (state.listener, state.hanging) = (-1, []) }
            return (state.listener, state.hanging)
        }
        open.forEach { close($0) }
        if socket >= 0 {
            shutdown(socket, Int32(SHUT_RDWR))
            close(socket)
            stopped.wait()
        }
    }

    private func acceptLoop() {
        while true {
            let socket = state.withLock { $0.listener }
            guard socket >= 0 else { break }
            let connection = accept(socket, nil, nil)
            if connection < 0 { break }
            Thread.detachNewThread { [self] in serve(connection) }
        }
        stopped.signal()
    }

    private func serve(_ connection: Int32) {
        var buffer = [UInt8](repeating: 0, count: 16_384)
        var received = Data()
        while !received.contains(Data("\r\n\r\n".utf8)) {
            let count = read(connection, &buffer, buffer.count)
            if count <= 0 { break }
            received.append(contentsOf: buffer[0..<count])
        }
        let text = String(decoding: received, as: UTF8.self)
        let lines = text.components(separatedBy: "\r\n")
        let requestLine = (lines.first ?? "").split(separator: " ").map(String.init)
        let target = requestLine.count > 1 ? requestLine[1] : "/"
        let components = URLComponents(string: target)
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        let request = Request(
            method: requestLine.first ?? "",
            path: components?.path ?? target,
            query: Dictionary(
                (components?.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { a, _ in a }),
            headers: headers
        )
        let reply = state.withLock { state in
            state.recorded.append(request)
            return state.routes[request.path] ?? .respond(status: 404, headers: [:], body: Data("{}".utf8))
        }

        answer(connection, with: reply)
    }

    private func answer(_ connection: Int32, with reply: Reply) {
        switch reply {
        case .delayed(let seconds, let later):
            // The server plays a slow network; the tests wait for what the app shows, not for time.
            Thread.sleep(forTimeInterval: seconds)
            answer(connection, with: later)
        case .hang:
            state.withLock { $0.hanging.append(connection) }
        case .respond(let status, let headers, let body):
            var head = "HTTP/1.1 \(status) Status\r\nContent-Length: \(body.count)\r\nConnection: close\r\n"
            for (name, value) in headers { head += "\(name): \(value)\r\n" }
            head += "\r\n"
            let bytes = Data(head.utf8) + body
            bytes.withUnsafeBytes { raw in
                var offset = 0
                while offset < raw.count {
                    let written = write(connection, raw.baseAddress?.advanced(by: offset), raw.count - offset)
                    if written <= 0 { break }
                    offset += written
                }
            }
            close(connection)
        }
    }
}
