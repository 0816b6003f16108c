import Core
import Shared

/// What the Tips screen needs to be shown: the venue whose tips to list.
public struct TipsInput: Sendable {
    /// The venue's id.
    public let venueID: String
    /// The venue's name, for the header.
    public let venueName: String

    /// The input for one venue.
    public init(venueID: String, venueName: String) {
        self.venueID = venueID
        self.venueName = venueName
    }
}

/// Builds the Tips module: every tip of a venue, presented modally; it ends when dismissed.
public protocol TipsBuildable: ModuleBuildable {
    /// A Tips module that presents itself over `navigation`.
    func buildModule(with navigation: NavigationControllable, input: TipsInput) -> Module<Void>
}

extension FeatureManifest {
    /// What the Tips screen takes.
    public static let tips = FeatureManifest(
        name: "Tips",
        commands: [
            CommandSpec("newest", key: "r", help: "newest tips first"),
            CommandSpec("liked", key: "p", help: "most liked tips first"),
            .back,
        ],
        queries: [TipsLinks.sort])
}

/// The query items the Tips screen takes.
public enum TipsLinks {
    /// `sort=liked` or `sort=newest`: the order of the tips.
    public static let sort = LinkQuery("sort", values: ["liked", "newest"])
}

extension TipsInput {
    /// The Tips screen's piece of the address: `tips`, with `sort=liked` when the most liked
    /// tips come first.
    public static func address(mostLikedFirst: Bool) -> ScreenAddress {
        ScreenAddress(path: ["tips"], query: mostLikedFirst ? [.init("sort", "liked")] : [])
    }
}
