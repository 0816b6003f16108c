import Foundation
import ScaffoldKit

let usage = """
    Usage: swift run scaffold feature NAME [--key K] [--dry-run]
           swift run scaffold remove NAME [--dry-run]
           swift run scaffold screen FEATURE NAME [--pattern mvvm|mvc|mvp|viper] [--dry-run]
           swift run scaffold check
           swift run scaffold manifests [--write]
           swift run scaffold graph [--format mermaid|dot] [--write]
           swift run scaffold affected --base REV [--test]

      feature NAME   add Modules/NAME (NAMEInterface, NAME and NAMETesting products, its tests), and
                     register it in Package.swift and the app, which offers it from every
                     screen by the command `name` (lower case) and a key of its own
      --key K        the key that opens it (default: the first free letter of its name)
      remove NAME    take a feature made with `feature` back out: its package, tests and
                     registrations (refused while other code imports it)
      screen FEATURE NAME
                     add a screen to a feature made with scaffold: its parts, its tests, and
                     an entry in the feature's screen list (open it with its number)
      --pattern P    mvvm (default: view model with inputs and outputs), mvc (active model
                     and controller), mvp (presenter as the reducer of view state, view behind
                     a protocol), viper (view, interactor, presenter, entity, router, assembly)
      --dry-run      list what would be written, write nothing
      check          verify the module rules: features depend only on Core, Shared and other
                     features' Interface products; Interfaces only on Core, Shared and the
                     Interfaces of the features they open; each feature's route, its edges
                     and `neighbours` agree; each feature declares platforms no older than
                     what it depends on; each feature's manifest is its rendering (see
                     manifests)
      manifests      list the feature manifests that differ from their one source, the
                     template Templates/Feature/Modules/__Name__/Package.swift and the root
                     manifest's `neighbours` (the features each opens); --write renders them
      graph          print the module graph (packages, Interface and implementation
                     products, their edges; broken rules in red) as Mermaid or DOT;
                     --write updates docs/ModuleGraph.md (feature and remove do it too)
      affected --base REV
                     the packages the changes since REV touch (committed or not, new files
                     too) and every package that depends on them; with --test, run only
                     their tests (a change to Core, Shared or Package.swift runs everything)

    Run from the repository root.
    """

func fail(_ message: String, status: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("scaffold: \(message)\n".utf8))
    exit(status)
}

let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
var arguments = Array(CommandLine.arguments.dropFirst())
let dryRun = arguments.contains("--dry-run")
arguments.removeAll { $0 == "--dry-run" }
var format = "mermaid"
if let index = arguments.firstIndex(of: "--format") {
    guard index + 1 < arguments.count, ["mermaid", "dot"].contains(arguments[index + 1].lowercased()) else {
        fail("--format takes mermaid or dot", status: 2)
    }
    format = arguments[index + 1].lowercased()
    arguments.removeSubrange(index...(index + 1))
}
var base: String?
if let index = arguments.firstIndex(of: "--base") {
    guard index + 1 < arguments.count else { fail("--base takes a git revision", status: 2) }
    base = arguments[index + 1]
    arguments.removeSubrange(index...(index + 1))
}
let runTests = arguments.contains("--test")
arguments.removeAll { $0 == "--test" }
let write = arguments.contains("--write")
arguments.removeAll { $0 == "--write" }
var key: Character?
if let index = arguments.firstIndex(of: "--key") {
    guard index + 1 < arguments.count, arguments[index + 1].count == 1 else {
        fail("--key takes one letter", status: 2)
    }
    key = arguments[index + 1].first
    arguments.removeSubrange(index...(index + 1))
}
var pattern = ScreenPattern.mvvm
if let index = arguments.firstIndex(of: "--pattern") {
    guard index + 1 < arguments.count, let chosen = ScreenPattern(rawValue: arguments[index + 1].lowercased()) else {
        fail("--pattern takes one of: \(ScreenPattern.allCases.map(\.rawValue).joined(separator: ", "))", status: 2)
    }
    pattern = chosen
    arguments.removeSubrange(index...(index + 1))
}

/// Writes a plan unless this is a dry run, then prints what was (or would be) written and,
/// once written, any notes and `next`.
func carryOut(summary: [String], next: String, apply: () -> Result<[String], ScaffoldError>) -> Never {
    if dryRun {
        print((summary + ["(dry run: nothing written)"]).joined(separator: "\n"))
        exit(0)
    }
    switch apply() {
    case .failure(let error): fail("\(error)")
    case .success(let notes): print((summary + notes + ["", next]).joined(separator: "\n"))
    }
    exit(0)
}

switch arguments.first {
case "feature":
    guard arguments.count == 2 else { fail("feature needs exactly one NAME\n\n\(usage)", status: 2) }
    switch FeatureGenerator.plan(name: arguments[1], key: key, root: root) {
    case .failure(let error):
        fail("\(error)")
    case .success(let plan):
        carryOut(
            summary: plan.summary,
            next: "Added \(plan.name). Next: swift test (its tests run with the rest); in the app, type "
                + "`\(plan.command)`\(plan.key.map { " or press \($0)" } ?? "") to open it"
                + (plan.key == nil ? " (every letter is taken as a key, so it has its command only)" : "")
                + ". Undo with: swift run scaffold remove \(plan.name)"
        ) { FeatureGenerator.apply(plan, root: root) }
    }
case "remove":
    guard arguments.count == 2 else { fail("remove needs exactly one NAME\n\n\(usage)", status: 2) }
    switch FeatureRemoval.plan(name: arguments[1], root: root) {
    case .failure(let error):
        fail("\(error)")
    case .success(let plan):
        carryOut(summary: plan.summary, next: "Removed \(plan.name). Next: swift test") {
            FeatureRemoval.apply(plan, root: root)
        }
    }
case "screen":
    guard arguments.count == 3 else { fail("screen needs a FEATURE and a NAME\n\n\(usage)", status: 2) }
    switch ScreenGenerator.plan(feature: arguments[1], name: arguments[2], pattern: pattern, root: root) {
    case .failure(let error):
        fail("\(error)")
    case .success(let plan):
        carryOut(
            summary: plan.summary,
            next: "Added the \(pattern.rawValue) screen \(plan.name) to \(plan.feature). Next: swift test --filter "
                + "\(plan.feature)Tests"
        ) { ScreenGenerator.apply(plan, root: root) }
    }
case "check":
    if case .failure(let error) = ModuleCheck.run(root: root) { fail("\(error)") }
    print("module rules hold")
case "manifests":
    do {
        let manifests = try FeatureManifests(root: root)
        guard write else {
            let drift = manifests.drift()
            print(drift.isEmpty ? "every feature manifest is its rendering" : drift.joined(separator: "\n"))
            exit(drift.isEmpty ? 0 : 1)
        }
        let written = try manifests.write()
        print(
            written.isEmpty
                ? "every feature manifest is its rendering" : written.map { "wrote \($0)" }.joined(separator: "\n"))
        if case .failure(let error) = ModuleGraph.writeDocument(root: root) { fail("\(error)") }
    } catch {
        fail("\(error)")
    }
case "graph":
    do {
        if write {
            if case .failure(let error) = ModuleGraph.writeDocument(root: root) { fail("\(error)") }
            print("wrote \(ModuleGraph.document)")
        } else {
            let graph = try ModuleGraph.load(root: root)
            print(format == "dot" ? graph.dot : graph.mermaid)
        }
    } catch {
        fail("\(error)")
    }
case "affected":
    guard arguments.count == 1, let base else { fail("affected needs --base REV\n\n\(usage)", status: 2) }
    do {
        let affected = AffectedPackages.of(
            changed: try AffectedPackages.changedPaths(since: base, root: root),
            graph: try ModuleGraph.load(root: root),
            cited: AffectedPackages.cited(root: root)
        )
        print(affected.summary.joined(separator: "\n"))
        guard runTests else { exit(0) }
        for run in affected.testRuns {
            print("\n$ swift \(run.joined(separator: " "))")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swift"] + run
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { fail("swift \(run.joined(separator: " ")) failed") }
        }
    } catch {
        fail("\(error)")
    }
case "--help", "-h", "help":
    print(usage)
case nil:
    fail(usage, status: 2)
case let other?:
    fail("unknown command \(other)\n\n\(usage)", status: 2)
}
