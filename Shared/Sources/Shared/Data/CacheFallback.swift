import Foundation

/// Cached data shown because a request to the venue service failed.
public struct CacheFallback: Sendable {
    /// Why the request failed.
    public let error: Swift.Error
    /// When the data shown instead was stored.
    public let savedAt: Date

    /// A fallback for `error`, showing data stored at `savedAt`.
    public init(error: Swift.Error, savedAt: Date) {
        self.error = error
        self.savedAt = savedAt
    }

    /// "No connection … Showing data saved 12 min ago.", measured with `clock`.
    public func description(clock: WallClock, strings: StringTable = SharedStrings.english) -> String {
        let age = RelativeDateFormatter(clock: clock, strings: strings).string(for: savedAt)
        return "\(error) " + strings.text("status.cached", ["age": age])
    }
}
