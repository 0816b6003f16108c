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
        ])
}
