import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory lock on a file (`flock`), held while a body runs, so that copies of the app
/// that read, change and replace the same file take turns instead of overwriting each
/// other's changes. The system drops the lock if the holder dies.
public enum FileLock {
    /// Runs `body` holding the exclusive lock on `url` (created if missing, folder too).
    public static func withLock<Value>(
        on url: URL, _ body: () throws(AtomicFile.WriteError) -> Value
    ) throws(AtomicFile.WriteError) -> Value {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw AtomicFile.WriteError(path: url.path, reason: error.localizedDescription)
        }
        let descriptor = open(url.path, O_RDWR | O_CREAT, 0o644)
        guard descriptor >= 0 else { throw lockFailure(url) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw lockFailure(url) }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    private static func lockFailure(_ url: URL) -> AtomicFile.WriteError {
        AtomicFile.WriteError(path: url.path, reason: "cannot lock: " + String(cString: strerror(errno)))
    }
}
