import Foundation

/// `scaffold check`: the manifest rules (each feature's manifest is its rendering, the module
/// rules, the route rule, the builder-tree rule, the platform rules), then the isolation rule over the sources; it
/// fails on the first kind broken, saying what to fix. It reads the whole tree every time, so
/// nothing it keeps between runs can hide a change.
public enum ModuleCheck {
    /// Checks the repository at `root`.
    public static func run(root: URL) -> Result<Void, ScaffoldError> {
        do {
            let manifests = try FeatureManifests(root: root)
            if let broken = broken("feature manifests differ from their one source", manifests.drift()) {
                return .failure(broken)
            }
            if let broken = broken("module rules broken", try ModuleRules.check(manifests)) {
                return .failure(broken)
            }
            // Read once for the two rules that read them.
            let interfaces = RouteRules.interfaces(of: manifests.features, root: root)
            if let broken = broken(
                "a feature's route disagrees with its edges or the root manifest's neighbours",
                RouteRules.check(manifests, interfaces: interfaces))
            {
                return .failure(broken)
            }
            if let broken = broken(
                "the app's component does not meet a feature's Dependency",
                DependencyRules.check(manifests, interfaces: interfaces))
            {
                return .failure(broken)
            }
            if let broken = broken(
                "a feature's platforms disagree with what it depends on (SwiftPM refuses the graph on a Mac)",
                try PlatformRules.check(manifests))
            {
                return .failure(broken)
            }
        } catch let error as ScaffoldError {
            return .failure(error)
        } catch {
            return .failure(ScaffoldError("\(error)"))
        }
        if let broken = broken(
            "the UI layer switches off the compiler's isolation or memory-safety checks (use Core's "
                + "main-actor APIs; code that needs unsafe memory belongs in Core or Shared)",
            IsolationRules.check(root: root))
        {
            return .failure(broken)
        }
        return .success(())
    }

    /// The error naming a broken rule (`rule`) and each of its `problems`, one indented line
    /// each; nil when there are none.
    private static func broken(_ rule: String, _ problems: [String]) -> ScaffoldError? {
        problems.isEmpty ? nil : ScaffoldError(rule + ":\n" + problems.map { "  " + $0 }.joined(separator: "\n"))
    }
}
