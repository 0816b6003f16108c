import Core
import Shared

/// A feature the root offers from every screen: its entry (title, command and key), the
/// commands its screens take, and how to build it. Features are composed by type, through
/// their builders; the shells find one by the command or key the user typed.
///
/// The root reads only entries as it starts; a manifest is asked for when a link walks into
/// the feature or a command no screen takes needs telling apart from one nobody declares. So
/// an app's start does not grow with the screens and routes of the features it offers.
public struct RootFeature: Sendable {
    /// How the root offers it.
    public let entry: FeatureEntry
    private let describe: @MainActor @Sendable () -> FeatureManifest
    /// Builds the feature's module over a navigation stack.
    public let build: @MainActor @Sendable (NavigationControllable) -> Module<Void>

    /// A feature offered by `entry`, described by `manifest`, built by `build`.
    ///
    /// `manifest` is evaluated each time it is asked for, never as the root starts: pass a
    /// stored one (a builder's `static let manifest`), which Swift computes once, on first use.
    public init(
        entry: FeatureEntry, manifest: @autoclosure @escaping @MainActor @Sendable () -> FeatureManifest,
        build: @escaping @MainActor @Sendable (NavigationControllable) -> Module<Void>
    ) {
        self.entry = entry
        self.describe = manifest
        self.build = build
    }

    /// What its screens take.
    @MainActor public var manifest: FeatureManifest {
        describe()
    }
}
