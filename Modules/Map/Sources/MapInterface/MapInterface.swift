import Core
import Shared
import VenueDetailsInterface

/// What the Map screen needs to be shown.
public struct MapInput: Sendable {
    /// The city to start in.
    public let city: String

    /// The input for `city`.
    public init(city: String) {
        self.city = city
    }
}

/// Builds the Map module, the app's root screen: venues near a place, on a map and in a list.
public protocol MapBuildable: ModuleBuildable {
    /// A Map module that makes itself the root of `navigation`.
    func buildModule(with navigation: NavigationControllable, input: MapInput) -> Module<Void>
}

/// The Map screen's commands.
public enum MapCommand: CommandSet {
    /// Shows the list again.
    case list
    /// Opens the row numbered N.
    case open
    /// Searches by name or category.
    case search
    /// Keeps one category.
    case filter
    /// Switches city.
    case near
    /// Opens a venue by id.
    case venue

    /// The command's word, argument and help line; the link piece and query items that do
    /// the same as `near`, `search` and `filter` take their words from here.
    public var spec: CommandSpec {
        switch self {
        case .list: .list
        case .open: .open
        case .search: CommandSpec("search", argument: .text("TEXT"), help: "search by name or category")
        case .filter:
            CommandSpec(
                "filter", argument: .optionalText("CATEGORY"), help: "keep one category (filter all: every category)")
        case .near: CommandSpec("near", argument: .text("CITY"), help: "switch to another city")
        case .venue: CommandSpec("venue", argument: .text("ID"), help: "open the venue with this id")
        }
    }
}

/// Where the Map screen goes: one case per screen it opens, the one declaration of Map's edges.
public enum MapRoute: FeatureRoute, Equatable {
    /// A venue's details, from the list, the `venue` command or `venue/ID`.
    case venueDetails(VenueDetailsInput)

    /// Each case's edge, in case order.
    public static let edges = [VenueDetailsInput.edge]

    /// What the cases need from Map's parent.
    public typealias Builders = VenueDetailsOpening
}

extension FeatureManifest {
    /// What the Map screen takes: `near/CITY`, `search=` and `filter=` of its own, and its
    /// route's edges.
    public static let map = FeatureManifest(
        name: "Map", commands: MapCommand.specs, edges: MapRoute.edges, routes: [MapLinks.near],
        queries: [MapLinks.search, MapLinks.filter])
}

/// The link piece and query items the Map screen takes: `near/CITY`, `search=` and `filter=`.
public enum MapLinks {
    /// `near/CITY`: the list of another city; checked to have venues.
    public static let near = LinkRoute(
        MapCommand.near.spec.name, takesValue: true,
        check: { city, resolver in
            do {
                return try resolver.require(VenueRepository.self)
                    .search(VenueQuery(location: .place(city), limit: 1)).take(1).asSingle()
                    .map { venues in venues.isEmpty ? "no venues are known near \(city)" : nil }
            } catch { return .error(error) }
        })
    /// `search=TEXT`: the list searched by name or category.
    public static let search = LinkQuery(MapCommand.search.spec.name)
    /// `filter=CATEGORY`: the list kept to one category.
    public static let filter = LinkQuery(MapCommand.filter.spec.name)
}

extension MapInput {
    /// The Map screen's piece of the address: `near/CITY`, with the search and category in
    /// effect as `search=` and `filter=` query items.
    public static func address(city: String, search: String, category: String?) -> ScreenAddress {
        var address = MapLinks.near.address(city)
        if !search.isEmpty { address.query.append(MapLinks.search.item(search)) }
        if let category { address.query.append(MapLinks.filter.item(category)) }
        return address
    }
}
