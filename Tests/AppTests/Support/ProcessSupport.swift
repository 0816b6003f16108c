import Foundation
import XCTest

/// The folder `swift build` put the products in: next to the test bundle.
var productsDirectory: URL {
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
    }
    return Bundle.main.bundleURL
}

/// The built `venues` binary.
var venuesBinary: URL { productsDirectory.appendingPathComponent("venues") }

/// What a finished run printed and how it ended.
struct Run {
    let status: Int32
    let output: String
    let errors: String
}

/// The folder every scratch folder of this test process goes in.
private let scratchRoot = FileManager.default.temporaryDirectory.appendingPathComponent(
    "venues-tests-\(UUID().uuidString)")

/// Removes `scratchRoot` when the test process exits (XCTest ends with `exit`), so runs leave
/// nothing behind; the folders outlive each test because app processes may still be writing.
private let scratchRemovedAtExit: Void = {
    atexit { try? FileManager.default.removeItem(at: scratchRoot) }
}()

/// A fresh folder for one test's data and cache, so no test reads or writes the user's own.
func scratchDirectory() -> URL {
    scratchRemovedAtExit
    return scratchRoot.appendingPathComponent(UUID().uuidString)
}

/// The environment of a `venues` run: the caller's, without an API key, with data and cache
/// in a scratch folder unless `environment` says otherwise.
func venuesEnvironment(_ environment: [String: String]) -> [String: String] {
    var env = ProcessInfo.processInfo.environment
    env.removeValue(forKey: "FOURSQUARE_API_KEY")
    let scratch = scratchDirectory().path
    env["XDG_DATA_HOME"] = scratch
    env["XDG_CACHE_HOME"] = scratch
    return env.merging(environment) { _, new in new }
}

/// A program that did not exit in time: killed, with what it printed.
struct ProgramHung: Error, CustomStringConvertible {
    let program: String
    let seconds: Double
    let printed: String

    var description: String {
        "\(program) was still running after \(Int(seconds)) s and was killed; it printed: \(printed.suffix(2_000))"
    }
}

/// Runs `venues` (or another of the built programs, `binary`) with `arguments`, feeding
/// `input` on standard input; throws `ProgramHung` when it has not exited within `seconds`.
func runVenues(
    _ arguments: [String], input: String = "", environment: [String: String] = [:], binary: String = "venues",
    within seconds: Double = 30
) throws -> Run {
    let program = try ChildProcess(
        productsDirectory.appendingPathComponent(binary), arguments: arguments,
        environment: venuesEnvironment(environment))
    program.send(input)
    program.closeInput()
    guard let status = program.waitForExit(within: seconds) else {
        throw ProgramHung(program: binary, seconds: seconds, printed: program.printed)
    }
    return Run(status: status, output: program.printed, errors: program.errors)
}

/// Line mode's output cut into screens: each screen ends with its `status:` line.
func screens(in output: String) -> [String] {
    var screens: [String] = []
    var current: [Substring] = []
    for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
        current.append(line)
        if line.hasPrefix("status: ") {
            screens.append(current.joined(separator: "\n").trimmingCharacters(in: .newlines))
            current = []
        }
    }
    return screens
}
