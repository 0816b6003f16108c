import Core
import Shared

/// Builds the __Name__ module: pushes its screen; it ends when the user goes back.
public protocol __Name__Buildable: ModuleBuildable {
    /// A __Name__ module that pushes itself onto `navigation`.
    func buildModule(with navigation: NavigationControllable) -> Module<Void>
}

/// The __Name__ screen's commands.
public enum __Name__Command: CommandSet {
    /// Opens the added screen numbered N.
    case open
    /// Closes __Name__.
    case back
    /// Opens the added screen called NAME, as the link piece `screen/NAME` does.
    case screen

    /// The command's word, argument and help line.
    public var spec: CommandSpec {
        switch self {
        case .open: .open
        case .back: .back
        case .screen: AddedScreen.command
        }
    }
}

/// Where the __Name__ screen goes: one case per screen it opens, the one declaration of its
/// edges. CONTRIBUTING's "Add an edge between features" adds one in three edits.
public enum __Name__Route: FeatureRoute, Equatable {
    /// A screen added with `scaffold screen __Name__ NAME`, from the list, `screen NAME` or
    /// `screen/NAME`.
    case screen(AddedScreen.Named)

    /// Each case's edge, in case order.
    public static let edges = [AddedScreen.Named.edge]

    /// What the cases need from __Name__'s parent: nothing, as the added screens are made by
    /// __Name__'s own provider.
    public typealias Builders = NothingToBuild
}

extension FeatureManifest {
    /// What the __Name__ screen takes; the app offers the manifest of `__Name__Builder`, which
    /// also checks a linked screen's name.
    public static let templateName = FeatureManifest(
        name: "__Name__", commands: __Name__Command.specs, edges: __Name__Route.edges)
}

extension FeatureEntry {
    /// How the root offers __Name__: by `__command__` from any screen, and by its key if it has one.
    public static let templateName = FeatureEntry(
        title: "__Name__", command: CommandSpec("__command__", key: "__key__", help: "show __Name__"))
}
