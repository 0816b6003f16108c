import Foundation

/// The screen patterns a feature's screens may follow.
public enum ScreenPattern: String, CaseIterable, Sendable {
    /// A view model with inputs and outputs, state by a reducer.
    case mvvm
    /// An active model and a controller.
    case mvc
    /// A presenter that is the reducer of view state, the view behind a protocol.
    case mvp
    /// View, interactor, presenter, entity, router and assembly.
    case viper
}

/// Everything `scaffold screen FEATURE NAME` will do.
public struct ScreenPlan {
    /// The feature the screen joins.
    public let feature: String
    /// The screen's name.
    public let name: String
    /// New files.
    public let created: [PlannedFile]
    /// Existing files, with their new contents.
    public let edited: [PlannedFile]

    /// One line per file.
    public var summary: [String] {
        created.map { "create \($0.path)" } + edited.map { "edit   \($0.path)" }
    }
}

/// Plans and writes a screen inside an existing feature, wired into its coordinator.
public enum ScreenGenerator {
    /// What adding screen `name` to feature `feature` would do; fails, writing nothing, when
    /// the feature, the name or the pattern is not acceptable.
    public static func plan(
        feature: String, name: String, pattern: ScreenPattern, root: URL
    ) -> Result<ScreenPlan, ScaffoldError> {
        let fileManager = FileManager.default
        let sources = "Modules/\(feature)/Sources/\(feature)"
        guard fileManager.fileExists(atPath: root.appendingPathComponent("Modules/\(feature)/Package.swift").path)
        else {
            return .failure(
                ScaffoldError(
                    "there is no feature \(feature) under Modules/; add one with: scaffold feature \(feature)"))
        }
        if case .failure(let error) = NameCheck.identifier(name) { return .failure(error) }
        if name == feature {
            return .failure(ScaffoldError("a screen cannot share its feature's name (\(feature)); choose another name"))
        }
        let registry = "\(sources)/\(feature)Coordinator.swift"
        guard let registryText = try? String(contentsOf: root.appendingPathComponent(registry), encoding: .utf8),
            registryText.contains("scaffold:screens:begin")
        else {
            return .failure(
                ScaffoldError(
                    "\(feature) takes no added screens: its coordinator keeps no screen list (scaffold:screens "
                        + "markers in \(registry)); give it one as Templates/README.md shows (a generated feature "
                        + "has one from the start)"))
        }
        let folder = "\(sources)/Screens/\(name)"
        if fileManager.fileExists(atPath: root.appendingPathComponent(folder).path) {
            return .failure(ScaffoldError("\(folder) already exists; nothing was changed"))
        }
        do {
            // The view and its props are the same in every pattern; the rest is the pattern's own.
            let tokens = [
                "__Feature__": feature, "__Screen__": name, "templateScreen": FeatureGenerator.camelName(name),
            ]
            let created =
                try TemplateRenderer.render(root.appendingPathComponent("Templates/Screen/common"), tokens: tokens)
                + TemplateRenderer.render(
                    root.appendingPathComponent("Templates/Screen/\(pattern.rawValue)"), tokens: tokens)
            let existing = created.filter { fileManager.fileExists(atPath: root.appendingPathComponent($0.path).path) }
            if let clash = existing.first {
                return .failure(ScaffoldError("\(clash.path) already exists; choose another name"))
            }
            let edited = try MarkedBlock.insert(
                "(name: \"\(name)\", make: { $0.\(FeatureGenerator.camelName(name))Screen(with: $1) }),",
                into: registryText, begin: "scaffold:screens:begin", end: "scaffold:screens:end", file: registry,
                separator: ","
            )
            return .success(
                ScreenPlan(
                    feature: feature, name: name, created: created,
                    edited: [PlannedFile(path: registry, contents: edited)]))
        } catch let error as ScaffoldError {
            return .failure(error)
        } catch {
            return .failure(ScaffoldError("\(error)"))
        }
    }

    /// Writes the plan.
    public static func apply(_ plan: ScreenPlan, root: URL) -> Result<[String], ScaffoldError> {
        FeatureGenerator.write(plan.created + plan.edited, root: root)
    }
}
