import Foundation

/// Everything `scaffold remove NAME` will do: folders and files to delete, files to edit.
public struct RemovalPlan {
    /// The feature's name.
    public let name: String
    /// Folders and files to delete, relative to the root.
    public let deleted: [String]
    /// Existing files, with their new contents.
    public let edited: [PlannedFile]

    /// One line per path.
    public var summary: [String] {
        deleted.map { "delete \($0)" } + edited.map { "edit   \($0.path)" }
            + ["update \(ModuleGraph.document)"]
    }
}

/// Takes a feature made with `scaffold feature` back out, as `rails destroy` undoes
/// `rails generate`: its package, its tests, its composition file and its two marked lines.
/// A feature that other code has come to use is refused, with the places that use it.
public enum FeatureRemoval {
    /// What removing `name` from the repository at `root` would do; fails, changing nothing,
    /// when `name` was not added by the generator or something else uses it.
    public static func plan(name: String, root: URL) -> Result<RemovalPlan, ScaffoldError> {
        let manifest = FeatureGenerator.manifest, registry = FeatureGenerator.registry
        let composition = "App/Sources/VenuesApp/Composition/AppComponent+\(name).swift"
        do {
            let entry = FeatureGenerator.rootEntry(name)
            guard
                let newRegistry = MarkedBlock.remove(
                    entry, from: try FeatureGenerator.read(registry, root: root), begin: "scaffold:features:begin",
                    end: "scaffold:features:end")
            else {
                return .failure(
                    ScaffoldError(
                        "\(name) was not added with scaffold feature (\(registry) does not offer \(entry)); "
                            + "nothing was changed"))
            }
            guard
                let newManifest = MarkedBlock.remove(
                    "\"\(name)\"", from: try FeatureGenerator.read(manifest, root: root),
                    begin: "scaffold:features:begin", end: "scaffold:features:end")
            else {
                return .failure(ScaffoldError("\(manifest)'s feature list does not name \(name); nothing was changed"))
            }
            let owned = ["Modules/\(name)", composition]
            let users =
                try uses(of: name, root: root, except: owned)
                + (newManifest.contains("\"\(name)\"") ? [manifest] : [])
            guard users.isEmpty else {
                return .failure(
                    ScaffoldError(
                        "\(name) is used outside its own files, in " + users.joined(separator: ", ")
                            + "; remove those uses first, nothing was changed"))
            }
            return .success(
                RemovalPlan(
                    name: name, deleted: owned,
                    edited: [
                        PlannedFile(path: manifest, contents: newManifest),
                        PlannedFile(path: registry, contents: newRegistry),
                    ]))
        } catch let error as ScaffoldError {
            return .failure(error)
        } catch {
            return .failure(ScaffoldError("\(error)"))
        }
    }

    /// Deletes and edits as planned, then writes the module graph again.
    public static func apply(_ plan: RemovalPlan, root: URL) -> Result<[String], ScaffoldError> {
        do {
            for path in plan.deleted
            where FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path) {
                try FileManager.default.removeItem(at: root.appendingPathComponent(path))
            }
        } catch {
            return .failure(ScaffoldError("could not delete: \(error.localizedDescription)"))
        }
        return FeatureGenerator.writeWithGraph(plan.edited, root: root)
    }

    /// The Swift files outside `owned` that import the feature or its Interface, and the
    /// manifests that depend on its package (a dependency no source imports yet still breaks
    /// the build once the package is gone).
    private static func uses(of name: String, root: URL, except owned: [String]) throws -> [String] {
        let imports = try Regex("^(@testable )?import \(name)(Interface)?$").anchorsMatchLineEndings()
        let dependsOn = try Regex(#"\.package\(path: "\.\./"# + name + #""\)|package: ""# + name + #""\)"#)
        var found: [String] = []
        for relative in SourceFiles.paths(under: ["App", "Modules", "Tests"], root: root) {
            let url = root.appendingPathComponent(relative)
            // A file that never names the feature can neither import it nor depend on it:
            // its bytes are searched for the name before the patterns read its text.
            guard !owned.contains(where: { relative == $0 || relative.hasPrefix($0 + "/") }),
                let bytes = try? Data(contentsOf: url), bytes.range(of: Data(name.utf8)) != nil,
                let text = String(data: bytes, encoding: .utf8)
            else { continue }
            let isManifest = url.lastPathComponent == "Package.swift"
            if isManifest ? text.contains(dependsOn) : text.contains(imports) { found.append(relative) }
        }
        return found.sorted()
    }
}
