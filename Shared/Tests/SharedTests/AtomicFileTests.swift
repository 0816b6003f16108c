import Core
import CoreTesting
import Foundation
import Shared
import XCTest

final class AtomicFileTests: TemporaryDirectoryTestCase {
    func testAWriteCreatesTheFolderAndReplacesTheWholeFile() throws {
        let file = directory.appendingPathComponent("nested/list.json")
        try AtomicFile.write(Data("a long first version".utf8), to: file)
        try AtomicFile.write(Data("short".utf8), to: file)
        XCTAssertEqual(try Data(contentsOf: file), Data("short".utf8), "nothing of the longer version is left")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path), ["list.json"],
            "no temporary file is left beside it")
    }

    func testAFailedWriteNamesTheFileAndLeavesItAsItWas() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let blocker = directory.appendingPathComponent("blocked")
        try Data("a file where a folder should be".utf8).write(to: blocker)
        let file = blocker.appendingPathComponent("list.json")
        XCTAssertThrowsError(try AtomicFile.write(Data("x".utf8), to: file)) { error in
            XCTAssertEqual((error as? AtomicFile.WriteError)?.path, file.path)
            XCTAssertTrue("\(error)".hasPrefix("Could not write \(file.path): "), "\(error)")
        }
        XCTAssertEqual(try Data(contentsOf: blocker), Data("a file where a folder should be".utf8))
    }
}
