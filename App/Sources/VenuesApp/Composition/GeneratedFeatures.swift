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

    /// The manifests of the features the root shows itself (Map and what it opens); the
    /// root features bring their own.
    var screenManifests: [FeatureManifest] {
        [.map, .venueDetails, .tips]
    }
}
