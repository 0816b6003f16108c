import Core
import Foundation
import Shared
import SharedLive

/// The root of the dependency tree: what every feature's `Dependency` is satisfied from.
/// Each feature's edge lives in its own file (`AppComponent+Map.swift`, ...). It lives on the
/// main actor with the builders it feeds.
@MainActor
public final class AppComponent {
    /// The app-wide services.
    public let container: Container
    /// The venue repository every feature shares.
    public let venueRepository: VenueRepository
    /// The clock every feature shares.
    public let clock: WallClock
    /// Where the data comes from, for the status line.
    public let dataSource: DataSource
    /// The venues the user saved, on disk.
    public let savedVenueStore: SavedVenueStore

    /// A component over a container with the core components applied.
    public init(container: Container) throws(ResolutionError) {
        self.container = container
        venueRepository = try container.require(VenueRepository.self)
        clock = try container.require(WallClock.self)
        dataSource = try container.require(DataSource.self)
        savedVenueStore = try container.require(SavedVenueStore.self)
    }

    /// The saved venues on disk: what every feature's `savedVenues` is satisfied with.
    public var savedVenues: SavedVenueList { savedVenueStore }

    /// The component for this process's environment.
    public static func live(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ResolutionError) -> AppComponent {
        try AppComponent(container: Assembler([CoreComponentsAssembly(environment: environment)]).container)
    }
}
