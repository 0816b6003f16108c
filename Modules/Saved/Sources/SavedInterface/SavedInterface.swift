import Core
import Shared
import VenueDetailsInterface

/// Builds the Saved module: the list of saved venues, pushed; it ends when the user goes back.
public protocol SavedBuildable: ModuleBuildable {
    /// A Saved module that pushes itself onto `navigation`.
    func buildModule(with navigation: NavigationControllable) -> Module<Void>
}

/// The Saved screen's commands.
public enum SavedCommand: CommandSet {
    /// Opens the row numbered N.
    case open
    /// Unsaves the row numbered N.
    case unsave
    /// Shows the list again.
    case list
    /// Closes the list.
    case back
    /// Opens the saved venue with this id.
    case venue

    /// The command's word, argument, key and help line.
    public var spec: CommandSpec {
        switch self {
        case .open: .open
        case .unsave: CommandSpec("unsave", argument: .number, help: "unsave the venue numbered N")
        case .list: .list
        case .back: .back
        case .venue: CommandSpec("venue", argument: .text("ID"), help: "open the saved venue with this id")
        }
    }
}

/// Where the Saved screen goes: one case per screen it opens.
public enum SavedRoute: FeatureRoute, Equatable {
    /// A saved venue's details, from the list, the `venue` command or `venue/ID`.
    case venueDetails(VenueDetailsInput)

    /// Each case's edge, in case order.
    public static let edges = [VenueDetailsInput.edge]

    /// What the cases need from Saved's parent.
    public typealias Builders = VenueDetailsOpening
}

extension FeatureManifest {
    /// What the Saved screen takes: the root opens it by its entry, and its route's edges.
    public static let saved = FeatureManifest(name: "Saved", commands: SavedCommand.specs, edges: SavedRoute.edges)
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
