import Core

/// A feature added with `swift run scaffold feature NAME`, reachable with `go NAME`.
public struct ScaffoldedFeature {
    /// The feature's name.
    public let name: String
    /// Builds the feature's module over `navigation`.
    public let build: (NavigationControllable) throws(BuildError) -> Module<Void>
}
