import Foundation

/// Tells the time; injected so formatting and caching are testable at a fixed instant.
public protocol WallClock: Sendable {
    /// The instant to format and compare against; a test's clock stands still.
    var now: Date { get }
}

/// The system's clock.
public struct SystemClock: WallClock {
    /// The clock of the machine the app runs on.
    public init() {}
    /// The machine's time now, read at each call.
    public var now: Date { Date() }
}

/// A clock stopped at one instant, for tests and reproducible captures.
public struct FixedClock: WallClock {
    /// The instant it shows.
    public let now: Date

    /// A clock stopped at `now`.
    public init(_ now: Date) {
        self.now = now
    }
}
