import Core

/// The debug view: what is alive right now, as RIBs' tree viewer shows it, in plain lines.
/// The running coordinators, the navigation-event tree (each node with the events it
/// handles), the live-resource count, and every container of the flow tree with its
/// registrations.
@MainActor
enum DebugReport {
    /// The report for the flow tree under `root` and the containers under `container`.
    static func lines(root: BaseCoordinator<Void>?, container: Container) -> [String] {
        var lines = ["── debug (d or `debug` hides it) ──", "Live resources: \(Resources.total)", "Coordinators:"]
        lines += indented(root?.treeDescription ?? "(not started)")
        lines.append("Navigation tree (← events handled):")
        lines += indented(root?.navigationTreeDescription ?? "(not started)")
        lines.append("Containers (type · scope):")
        lines += containerLines(container, title: "app", depth: 1)
        return lines
    }

    private static func indented(_ text: String) -> [String] {
        text.split(separator: "\n").map { "  " + $0 }
    }

    private static func containerLines(_ container: Container, title: String, depth: Int) -> [String] {
        let indent = String(repeating: "  ", count: depth)
        let registrations = container.registrations
        var lines = ["\(indent)\(title): \(registrations.count) registration\(registrations.count == 1 ? "" : "s")"]
        lines += registrations.map { "\(indent)  \($0)" }
        for (index, child) in container.children.enumerated() {
            lines += containerLines(child, title: "child \(index + 1)", depth: depth + 1)
        }
        return lines
    }
}
