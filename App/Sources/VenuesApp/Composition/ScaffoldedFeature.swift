import Core

/// A feature added with `swift run scaffold feature NAME`, reachable with `go NAME`.
public struct ScaffoldedFeature: Sendable {
    /// The feature's name.
    public let name: String
    /// Builds the feature's module over `navigation`.
    public let build: @MainActor @Sendable (NavigationControllable) throws(BuildError) -> Module<Void>

    /// A feature called `name`, built by `build`.
    public init(
        name: String, build: @escaping @MainActor @Sendable (NavigationControllable) throws(BuildError) -> Module<Void>
    ) {
        self.name = name
        self.build = build
    }
}
