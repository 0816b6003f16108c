import Foundation
import Shared

/// Where the user was when the app last quit, kept beside the saved venues for `--resume`.
public struct LastScreen {
    /// The file.
    public let file: URL

    /// The file next to `savedVenues`.
    public init(besides savedVenues: URL) {
        file = savedVenues.deletingLastPathComponent().appendingPathComponent("last-screen")
    }

    /// Writes `address`, replacing the file atomically.
    public func remember(_ address: ScreenAddress) throws {
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("\(address)\n".utf8).write(to: file, options: .atomic)
    }

    /// The link last remembered; the error says why there is none.
    public func recall() -> Result<String, LinkError> {
        guard let data = FileManager.default.contents(atPath: file.path) else {
            return .failure(LinkError(link: "--resume", reason: "no screen was remembered yet (\(file.path))"))
        }
        let link = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !link.isEmpty else {
            return .failure(LinkError(link: "--resume", reason: "\(file.path) is empty"))
        }
        return .success(link)
    }
}
