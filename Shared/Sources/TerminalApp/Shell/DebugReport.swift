import Core

/// The debug view: what is alive right now, as RIBs' tree viewer shows it, in plain lines.
/// The running coordinators, the navigation-event tree (each node with the events it
/// handles), the live-resource count, and what each of the app container's registrations
/// builds (`Container.trees()`).
@MainActor
enum DebugReport {
    /// The report for the flow tree under `root` and the registrations of `container`.
    static func lines(root: BaseCoordinator<Void>?, container: Container) -> [String] {
        let live = Resources.isTracking ? "\(Resources.total)" : "not counted in this build"
        var lines = ["── debug (d or `debug` hides it) ──", "Live resources: \(live)", "Coordinators:"]
        lines += indented(root?.treeDescription ?? "(not started)")
        lines.append("Navigation tree (← events handled):")
        lines += indented(root?.navigationTreeDescription ?? "(not started)")
        lines.append("Containers (what each registration builds):")
        let trees = container.trees()
        lines.append("  app: \(trees.count) registration\(trees.count == 1 ? "" : "s")")
        lines += trees.flatMap { $0.description.split(separator: "\n").map { "    " + $0 } }
        return lines
    }

    private static func indented(_ text: String) -> [String] {
        text.split(separator: "\n").map { "  " + $0 }
    }
}
