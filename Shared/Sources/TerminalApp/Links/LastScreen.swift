import Foundation
import Shared

/// Where the user was when the app last quit, kept beside the saved venues for `--resume`.
public struct LastScreen {
    /// Where the address is kept between runs: beside the saved venues.
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
        let text = FileManager.default.contents(atPath: file.path).map { String(decoding: $0, as: UTF8.self) }
        let link = text?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        guard link.isEmpty else { return .success(link) }
        let why = "no screen was remembered yet (\(file.path) is \(text == nil ? "missing" : "empty"))"
        return .failure(LinkError(link: "--resume", reason: why))
    }
}
