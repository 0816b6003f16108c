import Shared
import __Name__
import __Name__Interface

extension AppComponent: __Name__Dependency {
    /// __Name__, offered at the root by its entry.
    var __camelName__Feature: RootFeature {
        RootFeature(entry: .__camelName__, manifest: .__camelName__) { navigation in
            __Name__Builder(dependency: self, container: self.container).buildModule(with: navigation)
        }
    }
}
