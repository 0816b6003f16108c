import Core
import Shared

/// Builds the __Name__ module: pushes its screen; it ends when the user goes back.
public protocol __Name__Buildable: ModuleBuildable {
    /// A __Name__ module that pushes itself onto `navigation`.
    func buildModule(with navigation: NavigationControllable) -> Module<Void>
}

extension FeatureManifest {
    /// What the __Name__ screen takes.
    public static let templateName = FeatureManifest(
        name: "__Name__",
        commands: [.open, .back, CommandSpec("screen", argument: .text("NAME"), help: "open the screen called NAME")],
        routes: [__Name__Links.screen])
}

/// The link pieces the __Name__ screen takes.
public enum __Name__Links {
    /// `screen/NAME`: the added screen called NAME.
    public static let screen = LinkRoute("screen", takesValue: true)
}

extension FeatureEntry {
    /// How the root offers __Name__: by `__command__` from any screen, and by its key if it has one.
    public static let templateName = FeatureEntry(
        title: "__Name__", command: CommandSpec("__command__", key: "__key__", help: "show __Name__"))
}
