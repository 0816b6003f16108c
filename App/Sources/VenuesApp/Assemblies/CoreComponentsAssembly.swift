import Core
import Foundation
import Shared
import SharedLive

/// Where the app's venues come from, in words for the status line.
public struct DataSource: Sendable {
    /// "Embedded data (no API key)" or "Foursquare Places API".
    public let description: String
}

/// The app-wide singletons (the core components assembly): clock, repository, cache,
/// API client. With `FOURSQUARE_API_KEY` the repository is the live API behind a disk cache;
/// without it, the embedded dataset.
public struct CoreComponentsAssembly: Assembly {
    let environment: [String: String]

    /// An assembly reading its choices from `environment`.
    public init(environment: [String: String]) {
        self.environment = environment
    }

    public func assemble(container: Container) {
        container.register(WallClock.self) { _ in SystemClock() }.inObjectScope(.container)
        container.register(EmbeddedVenueProvider.self) { _ in try EmbeddedVenueProvider.bundled() }.inObjectScope(
            .container)
        container.register(SavedVenueStore.self) { _ in
            SavedVenueStore(file: SavedVenueStore.defaultFile(environment: environment))
        }
        .inObjectScope(.container)
        container.register(DiskCache.self) { _ in
            DiskCache(directory: DiskCache.defaultDirectory(environment: environment))
        }
        .inObjectScope(.container)

        let live = PlacesAPIConfiguration.fromEnvironment(environment)
        if let live {
            container.register(PlacesAPIClient.self) { _ in PlacesAPIClient(configuration: live) }.inObjectScope(
                .container)
        }
        container.register(DataSource.self) { _ in
            DataSource(description: SharedStrings.english.text(live == nil ? "status.embedded" : "status.live"))
        }
        container.register(VenueRepository.self) { r in
            let embedded = try r.require(EmbeddedVenueProvider.self)
            guard live != nil else { return embedded }
            return CachedVenueRepository(
                provider: try r.require(PlacesAPIClient.self), cache: try r.require(DiskCache.self),
                cities: embedded.cities, clock: try r.require(WallClock.self)
            )
        }
        .inObjectScope(.container)
    }
}
