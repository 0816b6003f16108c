import Foundation

/// Decides whether a name can become a feature or a screen, before anything is written.
public enum NameCheck {
    /// Swift keywords and standard names a type prefix must not shadow.
    static let reserved: Set<String> = [
        "Any", "Self", "Type", "Protocol", "Never", "Void", "Error", "Result", "Optional", "String", "Int",
        "Bool", "Double", "Array", "Dictionary", "Set", "Swift", "Foundation", "Dispatch", "XCTest", "Testing",
        "Glibc", "Darwin", "Synchronization", "FoundationNetworking", "App", "Venues", "Package",
    ]

    /// The folders of the root package's own test targets, whose names a feature's tests
    /// (`NAMETests`) must not take.
    static let testFolders = ["Tests", "Scaffold/Tests"]

    /// Checks `name` as a new feature: an UpperCamelCase identifier that no module, product or
    /// target of the repository at `root` uses already, and with no `NAMETests` folder yet.
    public static func feature(_ name: String, root: URL) -> Result<Void, ScaffoldError> {
        if case .failure(let error) = identifier(name) { return .failure(error) }
        let taken = takenNames(root: root)
        if taken.contains(name) || taken.contains(name + "Interface") {
            return .failure(
                ScaffoldError("\"\(name)\" is already used by a module, product or target; choose another name"))
        }
        if name.lowercased() == root.standardizedFileURL.lastPathComponent.lowercased() {
            // SwiftPM names the root package after its folder, case-insensitively, and two
            // packages of one graph cannot share a name: the build would fail on the app's
            // dependency with a message about a product it cannot find.
            return .failure(
                ScaffoldError(
                    "\"\(name)\" is the name of the folder the repository is in, which SwiftPM gives the root package; "
                        + "choose another name"))
        }
        if FileManager.default.fileExists(atPath: root.appendingPathComponent("Modules/\(name)").path) {
            return .failure(ScaffoldError("Modules/\(name) already exists; nothing was changed"))
        }
        for folder in testFolders
        where FileManager.default.fileExists(atPath: root.appendingPathComponent("\(folder)/\(name)Tests").path) {
            return .failure(ScaffoldError("\(folder)/\(name)Tests already exists; choose another name"))
        }
        return .success(())
    }

    /// Checks that `name` is an UpperCamelCase Swift identifier and not a reserved word.
    public static func identifier(_ name: String) -> Result<Void, ScaffoldError> {
        guard let first = name.first else { return .failure(ScaffoldError("the name is empty")) }
        guard first.isASCII, first.isUppercase else {
            return .failure(
                ScaffoldError("\"\(name)\" must start with an upper-case letter (UpperCamelCase, e.g. Favorites)"))
        }
        guard name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            return .failure(
                ScaffoldError("\"\(name)\" may contain only letters and digits (UpperCamelCase, e.g. Favorites)"))
        }
        guard name.count <= 40 else { return .failure(ScaffoldError("\"\(name)\" is longer than 40 characters")) }
        guard !reserved.contains(name) else {
            return .failure(ScaffoldError("\"\(name)\" is a Swift keyword or standard name; choose another name"))
        }
        return .success(())
    }

    /// Every module, product and target name in use: the fixed ones plus each package under
    /// `Modules/` with its `Interface`, `Testing` and `Example` products, and every test folder.
    static func takenNames(root: URL) -> Set<String> {
        var names: Set<String> = [
            "Core", "CoreTesting", "Shared", "SharedTesting", "TerminalApp", "VenuesApp", "venues", "scaffold",
            "ScaffoldKit", "Benchmarks", "SideBySide",
        ]
        let fileManager = FileManager.default
        for module in (try? fileManager.contentsOfDirectory(atPath: root.appendingPathComponent("Modules").path)) ?? []
        {
            names.formUnion(["", "Interface", "Testing", "Example"].map { module + $0 })
        }
        for folder in testFolders {
            names.formUnion(
                (try? fileManager.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? [])
        }
        return names
    }
}
