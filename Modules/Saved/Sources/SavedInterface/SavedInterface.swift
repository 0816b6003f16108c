import Core
import Shared

/// Builds the Saved module: the list of saved venues, pushed; it ends when the user goes back.
public protocol SavedBuildable: ModuleBuildable {
    /// A Saved module that pushes itself onto `navigation`.
    func buildModule(with navigation: NavigationControllable) -> Module<Void>
}

extension FeatureManifest {
    /// What the Saved screen takes.
    public static let saved = FeatureManifest(
        name: "Saved",
        commands: [
            .open, CommandSpec("unsave", argument: .number, help: "unsave the venue numbered N"), .list, .back,
            CommandSpec("venue", argument: .text("ID"), help: "open the saved venue with this id"),
        ],
        routes: [SavedLinks.venue])
}

/// The link pieces the Saved screen takes.
public enum SavedLinks {
    /// `venue/ID`: that venue's details, over the saved list; checked to exist.
    public static let venue = LinkRoute(
        "venue", takesValue: true, leadsTo: "VenueDetails",
        check: { id, repository in repository.venue(id: id).map { _ in } })
}

extension FeatureEntry {
    /// How the root offers Saved: `saved`, or `v`, from any screen.
    public static let saved = FeatureEntry(
        title: "Saved venues", command: CommandSpec("saved", key: "v", help: "show the saved venues"))
}

extension FeatureEntry {
    /// The Saved screen's address piece: `saved`, the root command that opens it.
    public static var savedAddress: ScreenAddress { ScreenAddress(path: ["saved"]) }
}
