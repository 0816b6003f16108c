import Foundation

/// A stop flag and a failure count shared by a test's worker threads.
final class WorkerFlag: @unchecked Sendable {
    // @unchecked: both fields are read and written under `lock`.
    private let lock = NSLock()
    private var stopped = false
    private var failed = 0

    /// Whether the test asked the workers to stop.
    var isSet: Bool { lock.withLock { stopped } }
    /// How many checks failed on any thread.
    var failures: Int { lock.withLock { failed } }

    func set() { lock.withLock { stopped = true } }
    func fail() { lock.withLock { failed += 1 } }
}
