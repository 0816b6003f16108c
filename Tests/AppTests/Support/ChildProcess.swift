import Core
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program a test runs, its output read as it comes, and never waited for without a
/// deadline: a test whose program hangs fails with what the program printed, and the program
/// is killed, instead of the suite hanging.
final class ChildProcess {
    private let process = Process()
    private let input = Pipe()
    private let output = Reader()
    private let errorOutput = Reader()
    private let exited = DispatchSemaphore(value: 0)

    /// Starts `executable` with `arguments`, in `environment`.
    init(_ executable: URL, arguments: [String] = [], environment: [String: String]) throws {
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output.pipe
        process.standardError = errorOutput.pipe
        let exited = self.exited
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        output.startReading()
        errorOutput.startReading()
    }

    deinit { kill() }

    /// What the program wrote to standard output so far.
    var printed: String { output.text.value }

    /// What the program wrote to standard error so far.
    var errors: String { errorOutput.text.value }

    /// Writes `text` to the program's standard input.
    func send(_ text: String) {
        input.fileHandleForWriting.write(Data(text.utf8))
    }

    /// Ends the program's standard input.
    func closeInput() {
        // Closing after the program went is nothing to report: it reads no more.
        try? input.fileHandleForWriting.close()
    }

    /// Waits until the output after its first `offset` characters satisfies `condition`;
    /// false when `seconds` pass first, or the output ends without it.
    func wait(within seconds: Double = 30, from offset: Int = 0, until condition: (Substring) -> Bool) -> Bool {
        output.wait(within: seconds) { condition($0.dropFirst(offset)) }
    }

    /// Waits until the output after its first `offset` characters holds `text`.
    func waitFor(_ text: String, within seconds: Double = 30, from offset: Int = 0) -> Bool {
        wait(within: seconds, from: offset) { $0.contains(text) }
    }

    /// Waits for the program to exit and its output to end; its exit status, or nil when it
    /// was still running after `seconds`, in which case it was killed.
    func waitForExit(within seconds: Double = 60) -> Int32? {
        guard exited.wait(timeout: .now() + seconds) == .success else {
            kill()
            return nil
        }
        exited.signal()
        _ = output.wait(within: 10) { _ in false }
        _ = errorOutput.wait(within: 10) { _ in false }
        return process.terminationStatus
    }

    /// Kills the program, if it still runs, and waits (briefly) until it is gone.
    func kill() {
        guard process.isRunning else { return }
        _ = signal(process.processIdentifier)
        _ = exited.wait(timeout: .now() + 10)
        exited.signal()
    }

    private func signal(_ pid: Int32) -> Int32 {
        #if canImport(Glibc)
        Glibc.kill(pid, SIGKILL)
        #else
        Darwin.kill(pid, SIGKILL)
        #endif
    }

    /// How the program ended, once it has.
    var terminationReason: Process.TerminationReason { process.terminationReason }

    /// One of the program's output streams, read on a thread of its own as it comes (a pipe
    /// nobody drains would block the program once full).
    private final class Reader: Sendable {
        let pipe = Pipe()
        let text = LockedBox("")
        private let arrived = DispatchSemaphore(value: 0)
        private let ended = LockedBox(false)

        func startReading() {
            let reading = pipe.fileHandleForReading
            let text = self.text, arrived = self.arrived, ended = self.ended
            Thread.detachNewThread {
                while true {
                    let chunk = reading.availableData
                    if chunk.isEmpty { break }
                    text.mutate { $0 += String(decoding: chunk, as: UTF8.self) }
                    arrived.signal()
                }
                ended.set(true)
                arrived.signal()
            }
        }

        /// Waits until the text so far satisfies `condition`; false when `seconds` pass first
        /// or the stream ends without it.
        func wait(within seconds: Double, until condition: (String) -> Bool) -> Bool {
            let deadline = DispatchTime.now() + seconds
            while true {
                if condition(text.value) { return true }
                if ended.value { return condition(text.value) }
                if arrived.wait(timeout: deadline) == .timedOut { return condition(text.value) }
            }
        }
    }
}
