import Core
import CoreTesting
import Foundation
import Shared
import XCTest

final class FileLockTests: TemporaryDirectoryTestCase {
    /// The lock is exclusive: writers on several threads, each with its own descriptor as
    /// separate processes have, read a counter, add one and write it back inside the lock, all
    /// at once. A lock that let two in together would lose increments.
    func testTheFileLockLetsOneWriterInAtATime() throws {
        let counter = directory.appendingPathComponent("counter")
        let lock = directory.appendingPathComponent("counter.lock")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("0".utf8).write(to: counter)
        let failures = LockedBox<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<250 {
                do {
                    try FileLock.withLock(on: lock) { () throws(AtomicFile.WriteError) in
                        let value =
                            Int(
                                String(
                                    decoding: FileManager.default.contents(atPath: counter.path) ?? Data(),
                                    as: UTF8.self)) ?? -1
                        if !FileManager.default.createFile(atPath: counter.path, contents: Data("\(value + 1)".utf8)) {
                            failures.append("the counter could not be written")
                        }
                    }
                } catch {
                    failures.append("\(error)")
                }
            }
        }
        XCTAssertEqual(failures.value, [])
        XCTAssertEqual(String(decoding: try Data(contentsOf: counter), as: UTF8.self), "1000", "no increment was lost")
    }
}
