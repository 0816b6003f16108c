import Foundation

/// Tells the time; injected so formatting and caching are testable at a fixed instant.
public protocol WallClock: Sendable {
    /// The current instant.
    var now: Date { get }
}

/// The system's clock.
public struct SystemClock: WallClock {
    /// The system clock.
    public init() {}
    /// The current instant.
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
