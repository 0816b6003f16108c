import Foundation
import Shared

/// Values kept as JSON files in a directory, each with the time it was stored: writes are
/// atomic (temporary file, then rename), and a file that cannot be read back is treated as
/// missing and replaced on the next write.
public final class DiskCache: Sendable {
    /// Where the files live.
    public let directory: URL

    /// A cache in `directory`, created if needed.
    public init(directory: URL) {
        self.directory = directory
    }

    /// The user's cache directory for this app: `$XDG_CACHE_HOME/venues` or `~/.cache/venues`.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let base =
            environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        return base.appendingPathComponent("venues")
    }

    /// A stored value and when it was stored.
    public struct Entry<Value> {
        /// What was stored, decoded again.
        public let value: Value
        /// When it was stored.
        public let savedAt: Date
    }

    private struct Stored<Value: Codable>: Codable {
        let savedAt: Date
        let value: Value
    }

    /// The value stored for `key`, or nil when missing or unreadable.
    public func value<Value: Codable>(_ type: Value.Type, for key: String) -> Value? {
        entry(type, for: key)?.value
    }

    /// The value stored for `key` with its time, or nil when missing or unreadable (files of
    /// older versions, without a time, read as missing).
    public func entry<Value: Codable>(_ type: Value.Type, for key: String) -> Entry<Value>? {
        guard let data = try? Data(contentsOf: fileURL(for: key)),
            let stored = try? JSONDecoder().decode(Stored<Value>.self, from: data)
        else { return nil }
        return Entry(value: stored.value, savedAt: stored.savedAt)
    }

    /// Stores `value` for `key` as of `date`, replacing what was there in one atomic step.
    public func store<Value: Codable>(_ value: Value, for key: String, at date: Date = Date()) throws {
        let data = try JSONEncoder().encode(Stored(savedAt: date, value: value))
        try AtomicFile.write(data, to: fileURL(for: key))
    }

    /// The file for `key`: a readable prefix plus a hash, so any key is a safe file name.
    func fileURL(for key: String) -> URL {
        let readable = key.prefix(40).map { $0.isLetter || $0.isNumber ? $0 : "-" }
        return directory.appendingPathComponent(String(readable) + "-" + Self.hash(key) + ".json")
    }

    /// FNV-1a, 64 bit: stable across runs and platforms, unlike `hashValue`.
    static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
        return String(value, radix: 16)
    }
}

extension DiskCache.Entry: Sendable where Value: Sendable {}
