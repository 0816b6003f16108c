import Foundation

/// `scaffold check`: the manifest rules (each feature's manifest is its rendering, the module
/// rules, the platform rules), then the isolation rule over the sources; it fails on the first
/// kind broken, saying what to fix.
///
/// A passing check leaves a `CheckRecord`, and the next check by the same scaffold and
/// toolchain skips what the record shows unchanged: the manifest rules while no manifest they
/// read changed, and each source file that held no escape while its stamp is the same. A
/// failure is never recorded, so it is found again; and a file stamped within two seconds of
/// the check is read again next time, since a coarse clock could hide a second edit.
public enum ModuleCheck {
    /// What a passing check read.
    public struct Report: Equatable {
        /// Whether the manifest rules ran (false: no manifest they read changed since the record).
        public let checkedManifests: Bool
        /// The source files read for escapes, by path from the root.
        public let readSources: [String]
    }

    /// This scaffold binary and the toolchain on the PATH: a record made by another is ignored,
    /// since another scaffold may enforce other rules and another toolchain dump a manifest
    /// differently.
    public static let thisTool: String = {
        let binary = Bundle.main.executablePath ?? CommandLine.arguments[0]
        return binary + " " + (FileStamp(path: binary).map { String($0.hash, radix: 16) } ?? "?") + " "
            + ManifestCache.toolchain
    }()

    /// Checks the repository at `root`, as `tool` (see `thisTool`), recording only stamps
    /// older than `settling` seconds.
    public static func run(
        root: URL, tool: String = thisTool, settling: TimeInterval = 2
    ) -> Result<Report, ScaffoldError> {
        let settled = Int64((Date().timeIntervalSince1970 - settling) * 1e9)
        let record = CheckRecord(root: root, tool: tool)
        var next = CheckRecord(tool: tool)
        let manifests = manifestStamps(root: root)
        let checkManifests = manifests.text != record.manifests
        if checkManifests {
            do {
                if let failure = try manifestRules(root: root) { return .failure(failure) }
            } catch let error as ScaffoldError {
                return .failure(error)
            } catch {
                return .failure(ScaffoldError("\(error)"))
            }
        }
        if manifests.newest < settled { next.manifests = manifests.text }

        let walk = SourceWalk(
            base: root, folders: IsolationRules.folders, earlier: record.walk, settledBefore: settled)
        let (escapes, read) = IsolationRules.check(walk, root: root)
        guard escapes.isEmpty else {
            return .failure(
                ScaffoldError(
                    "the UI layer switches off the compiler's isolation or memory-safety checks (use Core's "
                        + "main-actor APIs; code that needs unsafe memory belongs in Core or Shared):\n"
                        + escapes.map { "  " + $0 }.joined(separator: "\n")))
        }
        // An unchanged tree leaves the record as it was: writing it again is most of such a run.
        if !walk.isUnchanged || next.manifests != record.manifests {
            next.walk = walk.record
            next.store(root: root)
        }
        return .success(Report(checkedManifests: checkManifests, readSources: read))
    }

    /// The manifest rules' first broken kind, nil when all hold.
    private static func manifestRules(root: URL) throws -> ScaffoldError? {
        let manifests = try FeatureManifests(root: root)
        let drift = manifests.drift()
        guard drift.isEmpty else {
            return ScaffoldError(
                "feature manifests differ from their one source:\n" + drift.map { "  " + $0 }.joined(separator: "\n"))
        }
        manifests.prefetch()
        let violations = try ModuleRules.check(manifests)
        guard violations.isEmpty else {
            return ScaffoldError("module rules broken:\n" + violations.map { "  " + $0 }.joined(separator: "\n"))
        }
        let platforms = try PlatformRules.check(manifests)
        guard platforms.isEmpty else {
            return ScaffoldError(
                "a feature's platforms disagree with what it depends on (SwiftPM refuses the graph on a Mac):\n"
                    + platforms.map { "  " + $0 }.joined(separator: "\n"))
        }
        return nil
    }

    /// The stamps of every manifest the manifest rules read when they pass (every feature's
    /// manifest is then its rendering, which depends on Core, Shared and other features only):
    /// the template, the root's, Core's, Shared's and each package's under `Modules/`, with the
    /// latest time among them.
    static func manifestStamps(root: URL) -> (text: String, newest: Int64) {
        let features = (try? ModuleRules.featurePackages(root: root)) ?? []
        let paths =
            [FeatureManifests.template, FeatureGenerator.manifest, "Core/Package.swift", "Shared/Package.swift"]
            + features.map { "Modules/\($0)/Package.swift" }
        var newest = Int64.min
        let lines = paths.map { path in
            let stamp = FileStamp(path: root.path + "/" + path)
            newest = max(newest, stamp?.newest ?? .max)
            return path + " " + (stamp.map { String($0.hash, radix: 16) } ?? "missing")
        }
        return (lines.joined(separator: "\t"), newest)
    }
}
