import Foundation

/// Values kept as JSON files in a directory: writes are atomic (temporary file, then rename),
/// and a file that cannot be read back is treated as missing and replaced on the next write.
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

    /// The value stored for `key`, or nil when missing or unreadable.
    public func value<Value: Decodable>(_ type: Value.Type, for key: String) -> Value? {
        guard let data = try? Data(contentsOf: fileURL(for: key)) else { return nil }
        return try? JSONDecoder().decode(type, from: data)
    }

    /// Stores `value` for `key`, replacing what was there in one atomic step.
    public func store<Value: Encodable>(_ value: Value, for key: String) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let data = try JSONEncoder().encode(value)
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
