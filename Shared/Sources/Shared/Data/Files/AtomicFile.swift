import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's contents in one step: the bytes go to a temporary file in the same
/// folder, are flushed to the disk, and the temporary file is renamed over the target. A
/// process killed at any moment leaves either the old file or the new one, never a mix.
public enum AtomicFile {
    /// Why a write failed; the file keeps its previous contents.
    public struct WriteError: Error, Equatable, CustomStringConvertible {
        /// The file that was being written.
        public let path: String
        /// What the system said.
        public let reason: String

        /// A failure to write `path`, for `reason`.
        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }

        /// The failure in words.
        public var description: String { "Could not write \(path): \(reason)" }
    }

    /// Writes `data` to `url`, creating the folder if needed.
    public static func write(_ data: Data, to url: URL) throws(WriteError) {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw WriteError(path: url.path, reason: error.localizedDescription)
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UUID().uuidString).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw failure(url) }
        var written = 0
        let complete = data.withUnsafeBytes { raw -> Bool in
            while written < raw.count {
                let count = systemWrite(descriptor, raw.baseAddress?.advanced(by: written), raw.count - written)
                if count <= 0 { return false }
                written += count
            }
            return true
        }
        guard complete, fsync(descriptor) == 0 else {
            let error = failure(url)
            close(descriptor)
            unlink(temporary.path)
            throw error
        }
        close(descriptor)
        guard rename(temporary.path, url.path) == 0 else {
            let error = failure(url)
            unlink(temporary.path)
            throw error
        }
        // The rename itself is made durable by flushing the folder.
        let folderDescriptor = open(folder.path, O_RDONLY)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    /// Leftovers of writes a killed process did not finish, in `folder`, for `name`.
    package static func leftovers(of name: String, in folder: URL) -> [URL] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return entries.filter { $0.hasPrefix(".\(name).") && $0.hasSuffix(".tmp") }.map(folder.appendingPathComponent)
    }

    private static func failure(_ url: URL) -> WriteError {
        WriteError(path: url.path, reason: String(cString: strerror(errno)))
    }
}

/// `write(2)`, named apart from `AtomicFile.write`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, buffer, count)
    #else
    Darwin.write(descriptor, buffer, count)
    #endif
}
