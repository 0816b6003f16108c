import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The full-screen UI in a real pseudo-terminal, driven by keys as a person would.
final class InteractiveTests: XCTestCase {
    private var screen: Int32 = -1
    private var received = ""
    /// Signalled when the launched program exits.
    private let exited = DispatchSemaphore(value: 0)

    override func tearDown() {
        if screen >= 0 { close(screen) }
        super.tearDown()
    }

    /// Reads what the app drew until `text` appears (or a generous limit passes).
    private func waitFor(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let deadline = Date().addingTimeInterval(20)
        while !received.contains(text), Date() < deadline {
            var poller = pollfd(fd: screen, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 200) > 0 else { continue }
            let count = read(screen, &buffer, buffer.count)
            if count <= 0 { break }
            received += String(decoding: buffer[0..<count], as: UTF8.self)
        }
        XCTAssertTrue(
            received.contains(text), "the screen never showed \(text): \(received.suffix(600).debugDescription)",
            file: file, line: line)
    }

    private func type(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { write(screen, $0.baseAddress, $0.count) }
    }

    /// Starts the built program `binary` on a fresh 100×30 pseudo-terminal.
    private func launch(_ binary: String) throws -> Process {
        #if os(Linux)
        // TIOCSPTLCK, TIOCGPTN and TIOCSWINSZ: macros Swift cannot import.
        screen = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard screen >= 0 else { throw XCTSkip("no pseudo-terminals here") }
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard ioctl(screen, 0x4004_5431, &unlock) == 0, ioctl(screen, 0x8004_5430, &number) == 0 else {
            throw XCTSkip("cannot set up a pseudo-terminal")
        }
        let terminal = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        var size = winsize(ws_row: 30, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(terminal, 0x5414, &size)

        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent(binary)
        process.environment = venuesEnvironment(["NO_COLOR": "1"])
        let handle = FileHandle(fileDescriptor: terminal, closeOnDealloc: true)
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        let exited = self.exited
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        return process
        #else
        throw XCTSkip(
            "the pseudo-terminal is opened with Linux's ioctl numbers; on macOS it would take posix_openpt,"
                + " which this Linux-built suite cannot try")
        #endif
    }

    func testArrowKeysEnterEscAndQuitRestoresTheTerminal() throws {
        let process = try launch("venues")
        waitFor("\u{1B}[?1049h")
        waitFor("Venues near Amsterdam")
        waitFor("Embedded data (no API key)")

        type([0x1B, 0x5B, 0x42])  // ↓
        waitFor("> 2. Hill Scoops")
        type([0x0D])  // Enter
        waitFor("Top tips (")
        type(Array("w".utf8))  // the address, on the status line
        waitFor("venues://near/Amsterdam/venue/5a0000182d33b4ba626e3765")
        type(Array("t".utf8))
        waitFor("Tips · Hill Scoops")
        type([0x1B])  // Esc
        waitFor("t all tips · m maps · s save · Esc back")
        type([0x7F])  // Backspace, back to the map
        received = ""
        waitFor("Venues near Amsterdam")
        type(Array("q".utf8))
        waitFor("\u{1B}[?1049l")
        XCTAssertTrue(exitedInTime(process), "the app did not quit: \(received.suffix(600).debugDescription)")
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertTrue(received.contains("\u{1B}[?25h"), "the cursor is shown again")
    }

    func testVenueDetailsExampleRunsFullScreenWithTipsStoodIn() throws {
        let process = try launch("VenueDetailsExample")
        waitFor("\u{1B}[?1049h")
        waitFor("VenueDetails example")
        type(Array("2".utf8))
        waitFor("Top tips (")
        type(Array("t".utf8))
        waitFor("Tips would open here: the tips of Hill Scoops")
        type([0x1B])  // Esc
        received = ""
        waitFor("t all tips · m maps · s save · Esc back")
        type([0x1B])
        waitFor("1-9 open")
        type(Array("q".utf8))
        waitFor("\u{1B}[?1049l")
        XCTAssertTrue(exitedInTime(process), "the example did not quit: \(received.suffix(600).debugDescription)")
        XCTAssertEqual(process.terminationStatus, 0)
    }

    /// Whether `process` exited within 20 seconds; killed otherwise, so the suite goes on.
    private func exitedInTime(_ process: Process) -> Bool {
        guard exited.wait(timeout: .now() + 20) == .timedOut else { return true }
        kill(process.processIdentifier, SIGKILL)
        _ = exited.wait(timeout: .now() + 10)
        return false
    }
}
