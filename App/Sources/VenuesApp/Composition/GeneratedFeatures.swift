// Maintained by `swift run scaffold feature NAME`: it adds an import and an entry between the
// markers. Lines outside them are left alone.
import Core
// scaffold:imports:begin
import Saved

// scaffold:imports:end

extension AppComponent {
    /// The features added with scaffold, in the order they were added.
    var scaffoldedFeatures: [ScaffoldedFeature] {
        [
            // scaffold:features:begin
            ScaffoldedFeature(name: "Saved") { navigation in
                SavedModuleBuilder(dependency: self, container: self.container).buildModule(with: navigation)
            }
            // scaffold:features:end
        ]
    }
}
