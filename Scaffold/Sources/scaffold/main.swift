import Foundation
import ScaffoldKit

let usage = """
    Usage: swift run scaffold feature NAME [--dry-run]
           swift run scaffold check

      feature NAME   add Modules/NAME (NAMEInterface and NAME products), Tests/NAMETests, and
                     register it in Package.swift and the app (open it with `go NAME`)
      --dry-run      list what would be written, write nothing
      check          verify the module rules: features depend only on Core, Shared and other
                     features' Interface products; Interfaces only on Core and Shared

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

switch arguments.first {
case "feature":
    guard arguments.count == 2 else { fail("feature needs exactly one NAME\n\n\(usage)", status: 2) }
    switch FeatureGenerator.plan(name: arguments[1], root: root) {
    case .failure(let error):
        fail("\(error)")
    case .success(let plan):
        if dryRun {
            print(plan.summary.joined(separator: "\n"))
            print("(dry run: nothing written)")
            exit(0)
        }
        if case .failure(let error) = FeatureGenerator.apply(plan, root: root) { fail("\(error)") }
        print(plan.summary.joined(separator: "\n"))
        print("\nAdded \(plan.name). Next: swift build && swift test --filter \(plan.name)Tests; open it in the app with `go \(plan.name)`.")
    }
case "check":
    do {
        let violations = try ModuleRules.check(root: root)
        guard violations.isEmpty else {
            fail("module rules broken:\n" + violations.map { "  " + $0 }.joined(separator: "\n"))
        }
        print("module rules hold")
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
