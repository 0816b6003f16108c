import Foundation
import Shared

/// Help built from declarations: what the screen on top takes, what the app offers from
/// anywhere (its features' entries), and what the shells take. Nothing here is written by
/// hand for a feature, so a new feature's commands show up as soon as it declares them.
public enum HelpText {
    /// The help lines for `screen` (nil: none yet), with the root's `entries`.
    @MainActor
    public static func lines(screen: Screen?, entries: [FeatureEntry]) -> [String] {
        var lines = ["Commands (line mode) and keys (full screen):"]
        if let screen, !screen.commands.isEmpty || !screen.keyBindings.isEmpty {
            lines.append("Here (\(screen.title)):")
            lines += screen.commands.map(line)
            lines += screen.keyBindings.map { row(usage: "", key: $0.keys, help: $0.help) }
            if !screen.edges.isEmpty { lines.append("Links from here (after this screen's address):") }
            lines += screen.edges.map { edge in
                row(
                    usage: edge.link.address("VALUE").path.joined(separator: "/"), key: nil,
                    help: "opens " + (edge.feature ?? "a screen added here"))
            }
        }
        lines.append("Anywhere:")
        lines += entries.map { line($0.command) }
        lines += CommandSpec.shell.map(line)
        return lines
    }

    private static func line(_ spec: CommandSpec) -> String {
        row(usage: spec.usage, key: spec.key.map(String.init), help: spec.help)
    }

    private static func row(usage: String, key: String?, help: String) -> String {
        "  " + usage.padding(toLength: 18, withPad: " ", startingAt: 0)
            + (key ?? "").padding(toLength: 8, withPad: " ", startingAt: 0) + help
    }
}
