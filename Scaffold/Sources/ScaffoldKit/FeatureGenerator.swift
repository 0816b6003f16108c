import Foundation

/// Everything `scaffold feature NAME` will do: files to create and files to edit.
public struct FeaturePlan {
    /// The feature's name.
    public let name: String
    /// New files.
    public let created: [PlannedFile]
    /// Existing files, with their new contents.
    public let edited: [PlannedFile]
    /// The command that opens it from any screen.
    public let command: String
    /// The key that opens it on the full screen; nil once every letter is taken, when the
    /// feature is reached by its command (and listed in `help`) only.
    public let key: Character?

    /// One line per file, for `--dry-run` and the summary.
    public var summary: [String] {
        created.map { "create \($0.path)" } + edited.map { "edit   \($0.path)" }
            + ["update \(ModuleGraph.document) (the module graph, once the files are written)"]
    }
}

/// Plans and writes a new feature package shaped like Map, VenueDetails, Tips and Saved, and
/// takes one back out.
public enum FeatureGenerator {
    /// The root manifest, whose marked list names the generated features.
    public static let manifest = "Package.swift"
    /// The app file whose marked list offers them at the root.
    public static let registry = "App/Sources/VenuesApp/Composition/GeneratedFeatures.swift"

    /// What adding feature `name` to the repository at `root` would do, offered at the root by
    /// the command `name` in lower case and by `key` (by default the first letter of the name,
    /// or of the alphabet, that no screen takes, and none once every letter is taken); fails,
    /// writing nothing, when the name or a given key is not acceptable.
    public static func plan(name: String, key: Character? = nil, root: URL) -> Result<FeaturePlan, ScaffoldError> {
        if case .failure(let error) = NameCheck.feature(name, root: root) { return .failure(error) }
        let words = FeatureWords.scan(root: root)
        let command = name.lowercased()
        if words.commands.contains(command) {
            return .failure(ScaffoldError("the command \"\(command)\" is taken already; choose another name"))
        }
        if let key, words.keys.contains(key) || !(key.isLetter && key.isASCII) {
            return .failure(ScaffoldError("the key \"\(key)\" is taken, or not a letter; choose another with --key"))
        }
        let key = key ?? words.freeKey(for: name)
        let tokens = [
            "__Name__": name, "templateName": camelName(name), "__command__": command,
            "\"__key__\"": key.map { "\"\($0)\"" } ?? "nil",
        ]
        do {
            // A new feature opens no other yet: its manifest's neighbour lines stand for none.
            let created = try TemplateRenderer.render(root.appendingPathComponent("Templates/Feature"), tokens: tokens)
                .map { file in
                    file.path == "Modules/\(name)/Package.swift"
                        ? PlannedFile(
                            path: file.path,
                            contents: FeatureManifests.render(file.contents, name: name, neighbours: []))
                        : file
                }
            let newManifest = try MarkedBlock.insert(
                "\"\(name)\",", into: try read(manifest, root: root), begin: "scaffold:features:begin",
                end: "scaffold:features:end", file: manifest, separator: ","
            )
            let newRegistry = try MarkedBlock.insert(
                rootEntry(name) + ",", into: try read(registry, root: root), begin: "scaffold:features:begin",
                end: "scaffold:features:end", file: registry, separator: ","
            )
            return .success(
                FeaturePlan(
                    name: name,
                    created: created,
                    edited: [
                        PlannedFile(path: manifest, contents: newManifest),
                        PlannedFile(path: registry, contents: newRegistry),
                    ],
                    command: command,
                    key: key
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
        return writeWithGraph(plan.created + plan.edited, root: root)
    }

    /// `name` in lowerCamelCase: the template's `templateName`.
    static func camelName(_ name: String) -> String {
        name.prefix(1).lowercased() + name.dropFirst()
    }

    /// The line the registry's marked list holds for feature `name` (defined in its
    /// `AppComponent+NAME.swift`); adding and removing a feature agree on it.
    static func rootEntry(_ name: String) -> String {
        camelName(name) + "Feature"
    }

    /// Writes `files` as `write` does, then the module graph document, which follows from them.
    static func writeWithGraph(_ files: [PlannedFile], root: URL) -> Result<[String], ScaffoldError> {
        write(files, root: root).flatMap { notes in ModuleGraph.writeDocument(root: root).map { notes + $0 } }
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

    /// The text of `path` under `root`; the error says to run from the repository root.
    static func read(_ path: String, root: URL) throws -> String {
        guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else {
            throw ScaffoldError("cannot read \(path); run scaffold from the repository root")
        }
        return text
    }
}
