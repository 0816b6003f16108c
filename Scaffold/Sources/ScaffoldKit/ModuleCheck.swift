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
            let drift = manifests.drift()
            guard drift.isEmpty else {
                return .failure(
                    ScaffoldError(
                        "feature manifests differ from their one source:\n"
                            + drift.map { "  " + $0 }.joined(separator: "\n")))
            }
            let violations = try ModuleRules.check(manifests)
            guard violations.isEmpty else {
                return .failure(
                    ScaffoldError("module rules broken:\n" + violations.map { "  " + $0 }.joined(separator: "\n")))
            }
            // Read once for the two rules that read them.
            let interfaces = RouteRules.interfaces(of: manifests.features, root: root)
            let routes = RouteRules.check(manifests, interfaces: interfaces)
            guard routes.isEmpty else {
                return .failure(
                    ScaffoldError(
                        "a feature's route disagrees with its edges or the root manifest's neighbours:\n"
                            + routes.map { "  " + $0 }.joined(separator: "\n")))
            }
            let unmet = DependencyRules.check(manifests, interfaces: interfaces)
            guard unmet.isEmpty else {
                return .failure(
                    ScaffoldError(
                        "the app's component does not meet a feature's Dependency:\n"
                            + unmet.map { "  " + $0 }.joined(separator: "\n")))
            }
            let platforms = try PlatformRules.check(manifests)
            guard platforms.isEmpty else {
                return .failure(
                    ScaffoldError(
                        "a feature's platforms disagree with what it depends on (SwiftPM refuses the graph on a Mac):\n"
                            + platforms.map { "  " + $0 }.joined(separator: "\n")))
            }
        } catch let error as ScaffoldError {
            return .failure(error)
        } catch {
            return .failure(ScaffoldError("\(error)"))
        }
        let escapes = IsolationRules.check(root: root)
        guard escapes.isEmpty else {
            return .failure(
                ScaffoldError(
                    "the UI layer switches off the compiler's isolation or memory-safety checks (use Core's "
                        + "main-actor APIs; code that needs unsafe memory belongs in Core or Shared):\n"
                        + escapes.map { "  " + $0 }.joined(separator: "\n")))
        }
        return .success(())
    }
}
