import Foundation
import XCTest

/// Every lock and atomic of Core lives in CoreSupport (and its C atomics), where each has its
/// reason and its test: the other modules use those types, never a primitive of their own.
final class SynchronizationHomeTests: XCTestCase {
    private static let primitives = [
        "NSLock", "NSRecursiveLock", "NSCondition", "pthread_mutex", "pthread_rwlock", "os_unfair_lock",
        "OSAllocatedUnfairLock", "Atomic<", "atomic_",
    ]

    func testNoModuleButCoreSupportDeclaresALockOrAnAtomic() throws {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let walker = try XCTUnwrap(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var found: [String] = []
        var read = 0
        for case let file as URL in walker where file.pathExtension == "swift" {
            let module = file.path.dropFirst(sources.path.count + 1).prefix { $0 != "/" }
            guard module != "CoreSupport" else { continue }
            read += 1
            let code = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            for primitive in Self.primitives where code.contains(where: { $0.contains(primitive) }) {
                found.append("\(module)/\(file.lastPathComponent): \(primitive)")
            }
        }
        XCTAssertGreaterThan(read, 100, "the walk reads Core's sources")
        XCTAssertEqual(found, [], "move the lock or atomic into CoreSupport, with its reason and its test")
    }
}
