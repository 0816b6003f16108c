import Foundation

/// `scaffold check`: the manifest rules (each feature's manifest is its rendering, the module
/// rules, the platform rules), then the isolation rule over the sources; it fails on the first
/// kind broken, saying what to fix.
///
/// A passing check leaves a `WalkRecord` (`.build/scaffold-check`), and the next check by the
/// same scaffold and toolchain skips what the record shows unchanged: the manifest rules for
/// each feature whose inputs are as they were (`ManifestRules`), and each source file that held
/// no escape while its stamp is the same (`SourceWalk`). A failure is never recorded, so it is
/// found again; and a file stamped within `settling` seconds of the check is read again next
/// time, since a coarse clock could hide a second edit.
public enum ModuleCheck {
    /// What a passing check read.
    public struct Report: Equatable {
        /// The features whose manifests the manifest rules checked (the others' inputs were as
        /// recorded).
        public let checkedFeatures: [String]
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
        let settled = WalkRecord.settledBefore(settling: settling)
        let record = WalkRecord(root: root, path: ".build/scaffold-check", tool: tool)
        var next = WalkRecord(path: record.path, tool: tool)
        let checkedFeatures: [String]
        do {
            let manifests = try ManifestRules.run(root: root, earlier: record.found, settledBefore: settled)
            if let failure = manifests.failure { return .failure(failure) }
            checkedFeatures = manifests.checked
            next.found = manifests.record
        } catch let error as ScaffoldError {
            return .failure(error)
        } catch {
            return .failure(ScaffoldError("\(error)"))
        }

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
        if !walk.isUnchanged || next.found != record.found {
            next.walk = walk.record
            next.store(root: root)
        }
        return .success(Report(checkedFeatures: checkedFeatures, readSources: read))
    }
}
