// Maintained by `swift run scaffold feature NAME` and `scaffold remove NAME`: one entry a
// line between the markers, each defined in the feature's `AppComponent+NAME.swift`.
import Shared

extension AppComponent {
    /// The features the root offers, in the order they were added.
    var rootFeatures: [RootFeature] {
        [
            // scaffold:features:begin
            savedFeature
            // scaffold:features:end
        ]
    }

    /// Every feature's manifest: the root's own screens and the features it offers.
    var manifests: [FeatureManifest] {
        [.map, .venueDetails, .tips] + rootFeatures.map(\.manifest)
    }
}
