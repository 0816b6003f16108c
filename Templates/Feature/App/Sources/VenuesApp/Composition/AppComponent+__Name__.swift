import Shared
import TerminalApp
import __Name__
import __Name__Interface

extension AppComponent: __Name__Dependency {
    /// __Name__, offered at the root by its entry.
    var templateNameFeature: RootFeature {
        RootFeature(entry: .templateName, manifest: .templateName) { navigation in
            __Name__Builder(dependency: self, container: self.container).buildModule(with: navigation)
        }
    }
}
