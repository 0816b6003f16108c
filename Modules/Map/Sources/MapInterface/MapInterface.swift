import Core
import Shared

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

extension FeatureManifest {
    /// What the Map screen takes.
    public static let map = FeatureManifest(
        name: "Map",
        commands: [
            .list, .open,
            CommandSpec("search", argument: .text("TEXT"), help: "search by name or category"),
            CommandSpec(
                "filter", argument: .optionalText("CATEGORY"), help: "keep one category (filter all: every category)"),
            CommandSpec("near", argument: .text("CITY"), help: "switch to another city"),
            CommandSpec("venue", argument: .text("ID"), help: "open the venue with this id"),
        ],
        routes: [MapLinks.near, MapLinks.venue],
        queries: [MapLinks.search, MapLinks.filter])
}

/// The link pieces and query items the Map screen takes: `near/CITY` and `venue/ID`, then
/// `search=` and `filter=`.
public enum MapLinks {
    /// `near/CITY`: the list of another city; checked to have venues.
    public static let near = LinkRoute(
        "near", takesValue: true,
        check: { city, repository in
            repository.search(VenueQuery(location: .place(city), limit: 1)).take(1).asSingle()
                .map { venues in if venues.isEmpty { throw LinkCheckError("no venues are known near \(city)") } }
        })
    /// `venue/ID`: that venue's details; checked to exist.
    public static let venue = LinkRoute(
        "venue", takesValue: true, leadsTo: "VenueDetails",
        check: { id, repository in repository.venue(id: id).map { _ in } })
    /// `search=TEXT`: the list searched by name or category.
    public static let search = LinkQuery("search")
    /// `filter=CATEGORY`: the list kept to one category.
    public static let filter = LinkQuery("filter")
}

extension MapInput {
    /// The Map screen's piece of the address: `near/CITY`, with the search and category in
    /// effect as `search=` and `filter=` query items.
    public static func address(city: String, search: String, category: String?) -> ScreenAddress {
        var query: [ScreenAddress.QueryItem] = []
        if !search.isEmpty { query.append(.init("search", search)) }
        if let category { query.append(.init("filter", category)) }
        return ScreenAddress(path: ["near", city], query: query)
    }
}
