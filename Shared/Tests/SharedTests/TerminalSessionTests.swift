import Foundation
import Shared
import TerminalUI
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

final class TerminalSessionTests: XCTestCase {
    func testRefusesWhatIsNotATerminal() {
        let pipe = Pipe()
        XCTAssertThrowsError(
            try TerminalSession(
                input: pipe.fileHandleForReading.fileDescriptor, output: pipe.fileHandleForWriting.fileDescriptor)
        ) { error in
            XCTAssertTrue("\(error)".contains("line mode"))
        }
    }

    /// A pseudo-terminal pair: the session gets the terminal side, the test plays the screen.
    private func openPseudoTerminal() throws -> (screen: Int32, terminal: Int32) {
        #if os(Linux)
        // Glibc's Swift module does not expose posix_openpt, and the ioctl request numbers are
        // macros Swift cannot import; these are Linux's TIOCSPTLCK and TIOCGPTN.
        let unlockRequest: UInt = 0x4004_5431
        let numberRequest: UInt = 0x8004_5430
        let screen = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard screen >= 0 else { throw XCTSkip("no /dev/ptmx on this machine") }
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard ioctl(screen, unlockRequest, &unlock) == 0, ioctl(screen, numberRequest, &number) == 0 else {
            close(screen)
            throw XCTSkip("cannot set up a pseudo-terminal")
        }
        let terminal = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard terminal >= 0 else {
            close(screen)
            throw XCTSkip("cannot open /dev/pts/\(number)")
        }
        return (screen, terminal)
        #else
        throw XCTSkip(
            "the pseudo-terminal is opened with Linux's ioctl numbers; on macOS it would take posix_openpt,"
                + " which this Linux-built suite cannot try")
        #endif
    }

    private func drain(_ fd: Int32) -> String {
        var flags = fcntl(fd, F_GETFL)
        flags |= O_NONBLOCK
        _ = fcntl(fd, F_SETFL, flags)
        var collected = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while true {
            let count = read(fd, &buffer, buffer.count)
            if count <= 0 { break }
            collected += buffer[0..<count]
        }
        return String(decoding: collected, as: UTF8.self)
    }

    func testBeginTakesTheTerminalAndRestoreGivesItBack() throws {
        let (screen, terminal) = try openPseudoTerminal()
        defer {
            close(terminal)
            close(screen)
        }
        var before = termios()
        tcgetattr(terminal, &before)
        XCTAssertNotEqual(before.c_lflag & tcflag_t(ICANON), 0, "a fresh terminal is in line mode")

        let session = try TerminalSession(input: terminal, output: terminal)
        session.begin(onResize: {})
        var during = termios()
        tcgetattr(terminal, &during)
        XCTAssertEqual(during.c_lflag & tcflag_t(ICANON | ECHO), 0, "raw: no line editing, no echo")
        XCTAssertTrue(drain(screen).contains(ANSIRenderer.enter), "alternate screen, cursor hidden")

        session.restore()
        session.restore()
        var after = termios()
        tcgetattr(terminal, &after)
        XCTAssertEqual(after.c_lflag, before.c_lflag, "the terminal's modes are back")
        let written = drain(screen)
        XCTAssertTrue(written.contains(ANSIRenderer.restore), "cursor shown, main screen back")
        XCTAssertEqual(
            written.components(separatedBy: ANSIRenderer.restore).count, 2, "restored once, however often it is called")
    }

    func testReadsKeysTypedOnTheTerminal() throws {
        let (screen, terminal) = try openPseudoTerminal()
        defer {
            close(terminal)
            close(screen)
        }
        let session = try TerminalSession(input: terminal, output: terminal)
        session.begin(onResize: {})
        defer { session.restore() }
        let typed: [UInt8] = [0x1B, 0x5B, 0x42, 0x0D]
        _ = typed.withUnsafeBytes { write(screen, $0.baseAddress, $0.count) }
        var decoder = KeyDecoder()
        var keys: [Key] = []
        for _ in 0..<20 where keys.count < 2 {
            guard let bytes = session.readBytes() else { break }
            keys += decoder.decode(bytes)
        }
        XCTAssertEqual(keys, [.down, .enter])
        XCTAssertEqual(
            session.size(), ANSIRenderer.Size(columns: 80, rows: 24),
            "a pseudo-terminal with no size falls back to 80×24")
    }
}
