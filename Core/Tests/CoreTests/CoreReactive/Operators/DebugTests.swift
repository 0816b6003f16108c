import Core
import CoreTesting
import Foundation
import XCTest

/// `debug`, whose lines RxSwift's users read and grep: their format is kept.
final class DebugTests: LeakCheckedTestCase {
    func testDebugPrintsSubscriptionEventsAndDisposalInRxSwiftsFormat() throws {
        let lines = try capturingStandardOutput {
            _ = Observable.from([1, 2]).debug("numbers").subscribe(onError: { XCTFail("\($0)") })
            _ = Single.just("a long enough element to be cut in the middle").debug("single", trimOutput: true)
                .subscribe(onSuccess: { _ in })
        }
        let contents = lines.map { line in line.split(separator: " ", maxSplits: 2).last.map(String.init) ?? "" }
        XCTAssertEqual(
            contents,
            [
                "numbers -> subscribed", "numbers -> Event next(1)", "numbers -> Event next(2)",
                "numbers -> Event completed", "numbers -> isDisposed",
                "single -> subscribed", "single -> Event next(a long enough e...e cut in the middle)",
                "single -> Event completed", "single -> isDisposed",
            ])
        let stamp = try XCTUnwrap(lines.first?.prefix(23))
        XCTAssertNotNil(
            stamp.range(of: #"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}$"#, options: .regularExpression),
            "each line starts with the time: \(stamp)")
    }

    /// `trimOutput` shortens an event longer than 40 characters, and leaves one of 40 whole.
    func testDebugTrimsEventsLongerThanFortyCharactersOnly() throws {
        let forty = String(repeating: "a", count: 34)  // next(...) adds 6
        let fortyOne = String(repeating: "b", count: 35)
        let lines = try capturingStandardOutput {
            _ = Observable.from([forty, fortyOne]).debug("t", trimOutput: true).subscribe(onError: { XCTFail("\($0)") })
        }
        let events = lines.compactMap { $0.components(separatedBy: "t -> Event ").last }.filter { $0.hasPrefix("next") }
        XCTAssertEqual(events.first, "next(\(forty))", "40 characters are left whole")
        XCTAssertEqual(events.last, "next(bbbbbbbbbbbbbbb...bbbbbbbbbbbbbbbbbbb)", "41 are cut to 20, ... and 20")
    }

    func testDebugNamesTheCallSiteByDefault() throws {
        let lines = try capturingStandardOutput {
            _ = Observable.just(1).debug().subscribe(onError: { XCTFail("\($0)") })
        }
        XCTAssertTrue(
            lines.first?.contains("DebugTests.swift:") == true && lines.first?.contains("testDebugNames") == true,
            "\(lines)")
    }

    /// Runs `body` with standard output going to a pipe and returns the lines written.
    private func capturingStandardOutput(_ body: () -> Void) throws -> [String] {
        let pipe = Pipe()
        fflush(nil)
        let saved = dup(STDOUT_FILENO)
        dup2(pipe.fileHandleForWriting.fileDescriptor, STDOUT_FILENO)
        body()
        fflush(nil)
        dup2(saved, STDOUT_FILENO)
        close(saved)
        try pipe.fileHandleForWriting.close()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return text.split(separator: "\n").map(String.init)
    }
}
