// Maintained by `swift run scaffold feature NAME` and `scaffold remove NAME`: one entry a
// line between the markers, each defined in the feature's `AppComponent+NAME.swift`.
import Shared
import TerminalApp
import Tips
import VenueDetails

extension AppComponent {
    /// The features the root offers, in the order they were added.
    var rootFeatures: [RootFeature] {
        [
            // scaffold:features:begin
            savedFeature
            // scaffold:features:end
        ]
    }

    /// The manifests of the screens below Map, with the screens added to them; the root
    /// features bring their own.
    var screenManifests: [FeatureManifest] {
        [FeatureManifest.venueDetails, FeatureManifest.tips]
    }
}
