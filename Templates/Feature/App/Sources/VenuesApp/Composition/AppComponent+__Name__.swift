import Shared
import TerminalApp
import __Name__
import __Name__Interface

extension AppComponent: __Name__Dependency {
    /// __Name__, offered at the root by its entry.
    var templateNameFeature: RootFeature {
        RootFeature(entry: .templateName, manifest: __Name__Builder.manifest) { navigation in
            __Name__Builder(dependency: self).buildModule(with: navigation)
        }
    }
}
