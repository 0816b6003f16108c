import Core
import Shared

/// A feature the root offers from every screen: its entry (title, command and key), the
/// commands its screens take, and how to build it. Features are composed by type, through
/// their builders; the shells find one by the command or key the user typed.
public struct RootFeature: Sendable {
    /// How the root offers it.
    public let entry: FeatureEntry
    /// What its screens take.
    public let manifest: FeatureManifest
    /// Builds the feature's module over a navigation stack.
    public let build: @MainActor @Sendable (NavigationControllable) -> Module<Void>

    /// A feature offered by `entry`, described by `manifest`, built by `build`.
    public init(
        entry: FeatureEntry, manifest: FeatureManifest,
        build: @escaping @MainActor @Sendable (NavigationControllable) -> Module<Void>
    ) {
        self.entry = entry
        self.manifest = manifest
        self.build = build
    }
}
