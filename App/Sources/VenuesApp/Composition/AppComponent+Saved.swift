import Saved
import SavedInterface
import Shared
import TerminalApp

extension AppComponent: SavedDependency {
    /// Saved, offered at the root by its entry.
    var savedFeature: RootFeature {
        RootFeature(entry: .saved, manifest: FeatureManifest.saved) { navigation in
            SavedBuilder(dependency: self).buildModule(with: navigation)
        }
    }
}
