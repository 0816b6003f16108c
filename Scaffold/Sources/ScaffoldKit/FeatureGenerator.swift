import Foundation

/// Everything `scaffold feature NAME` will do: files to create and files to edit.
public struct FeaturePlan {
    /// The feature's name.
    public let name: String
    /// New files.
    public let created: [PlannedFile]
    /// Existing files, with their new contents.
    public let edited: [PlannedFile]

    /// One line per file, for `--dry-run` and the summary.
    public var summary: [String] {
        created.map { "create \($0.path)" } + edited.map { "edit   \($0.path)" }
    }
}

/// Plans and writes a new feature package shaped like Map, VenueDetails and Tips.
public enum FeatureGenerator {
    static let manifest = "Package.swift"
    static let registry = "App/Sources/VenuesApp/Composition/GeneratedFeatures.swift"

    /// What adding feature `name` to the repository at `root` would do; fails, writing
    /// nothing, when the name is not acceptable.
    public static func plan(name: String, root: URL) -> Result<FeaturePlan, ScaffoldError> {
        if case .failure(let error) = NameCheck.feature(name, root: root) { return .failure(error) }
        do {
            let created = try TemplateRenderer.render(root.appendingPathComponent("Templates/Feature"), name: name)
            let manifestText = try read(manifest, root: root)
            let registryText = try read(registry, root: root)
            let newManifest = try MarkedBlock.insert(
                "\"\(name)\",", into: manifestText, begin: "scaffold:features:begin", end: "scaffold:features:end",
                file: manifest, separator: ","
            )
            var newRegistry = try MarkedBlock.insert(
                "import \(name)", into: registryText, begin: "scaffold:imports:begin", end: "scaffold:imports:end",
                file: registry
            )
            newRegistry = try MarkedBlock.insert(
                """
                ScaffoldedFeature(name: "\(name)") { navigation in
                    \(name)ModuleBuilder(dependency: self, container: self.container).buildModule(with: navigation)
                },
                """,
                into: newRegistry, begin: "scaffold:features:begin", end: "scaffold:features:end", file: registry,
                separator: ","
            )
            return .success(
                FeaturePlan(
                    name: name,
                    created: created,
                    edited: [
                        PlannedFile(path: manifest, contents: newManifest),
                        PlannedFile(path: registry, contents: newRegistry),
                    ]
                ))
        } catch let error as ScaffoldError {
            return .failure(error)
        } catch {
            return .failure(ScaffoldError("\(error)"))
        }
    }

    /// Writes the plan: new files first, then the edits, laid out by `swift format`. Refuses
    /// to overwrite any file. The success value holds notes for the user, if any.
    public static func apply(_ plan: FeaturePlan, root: URL) -> Result<[String], ScaffoldError> {
        for file in plan.created
        where FileManager.default.fileExists(atPath: root.appendingPathComponent(file.path).path) {
            return .failure(ScaffoldError("\(file.path) already exists; nothing was changed"))
        }
        return write(plan.created + plan.edited, root: root)
    }

    /// Writes files, creating folders as needed, then formats them.
    static func write(_ files: [PlannedFile], root: URL) -> Result<[String], ScaffoldError> {
        let fileManager = FileManager.default
        do {
            for file in files {
                let url = root.appendingPathComponent(file.path)
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.contents.write(to: url, atomically: true, encoding: .utf8)
            }
            return .success(SourceFormatter.format(files.map(\.path), root: root).map { [$0] } ?? [])
        } catch {
            return .failure(ScaffoldError("could not write: \(error.localizedDescription)"))
        }
    }

    private static func read(_ path: String, root: URL) throws -> String {
        guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else {
            throw ScaffoldError("cannot read \(path); run scaffold from the repository root")
        }
        return text
    }
}
