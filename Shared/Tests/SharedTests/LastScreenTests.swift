import Foundation
import Shared
import TerminalApp
import XCTest

final class LastScreenTests: TemporaryDirectoryTestCase {
    func testTheAddressRememberedIsTheLinkRecalledBesideTheSavedVenues() throws {
        let last = LastScreen(besides: directory.appendingPathComponent("venues/saved.json"))
        XCTAssertEqual(last.file, directory.appendingPathComponent("venues/last-screen"))
        let address = ScreenAddress(path: ["near", "Lisbon", "venue", "v1"])
        try last.remember(address)
        XCTAssertEqual(try last.recall().get(), address.description)
    }

    func testWithNothingRememberedTheErrorSaysWhetherTheFileIsMissingOrEmpty() throws {
        let last = LastScreen(besides: directory.appendingPathComponent("saved.json"))
        guard case .failure(let missing) = last.recall() else { return XCTFail("nothing was remembered") }
        XCTAssertEqual(missing.link, "--resume")
        XCTAssertTrue(missing.reason.hasSuffix("is missing)"), missing.reason)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(" \n".utf8).write(to: last.file)
        guard case .failure(let empty) = last.recall() else { return XCTFail("a blank file holds no link") }
        XCTAssertTrue(empty.reason.hasSuffix("is empty)"), empty.reason)
    }
}
