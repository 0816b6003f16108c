import Foundation

/// What `dump-package` would read of a rendering of the feature template, before its
/// dependencies' paths are resolved against the package's folder: the template writes one
/// declaration a line (`platforms: [...]`, `.package(path: ...)`, a target's kind and then its
/// `name:`, its dependencies as `"Target",` or `.product(name: ..., package: ...),`), and that
/// shape alone is read here. Read once from the template, tokens in place, it stands for every
/// feature's rendering (`FeatureManifests.Template`); `FeatureManifestsTests` holds that equal
/// to the reading of each rendering's own text, and the reading of the features' manifests
/// equal to SwiftPM's.
struct RenderedManifest {
    var edges: [ModuleRules.Edge] = []
    var platforms: [String: PlatformVersion] = [:]
    /// The local packages' paths, as the manifest writes them (`../../Core`).
    var dependencyPaths: [String] = []

    /// The manifest at `package` this reading describes.
    func manifest(packageAt package: URL) -> PackageManifest {
        PackageManifest(
            edges: edges, platforms: platforms,
            localDependencies: dependencyPaths.map { package.appendingPathComponent($0).standardizedFileURL })
    }

    /// Reads `text`, one declaration a line.
    init(_ text: String) {
        var edges: [ModuleRules.Edge] = []
        var platforms: [String: PlatformVersion] = [:]
        var dependencies: [String] = []
        var target: (name: String?, isTest: Bool)?
        for raw in text.split(separator: "\n") {
            let line = raw.drop { $0 == " " }
            // The quoted strings of the line, in order; most lines need none.
            var quoted: [String] {
                line.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
                    .filter { $0.offset % 2 == 1 }.map { String($0.element) }
            }
            if line.hasPrefix("platforms:") {
                platforms = Self.platforms(in: line)
            } else if line.hasPrefix(".package(path:"), let path = quoted.first {
                dependencies.append(path)
            } else if [".target(", ".executableTarget(", ".testTarget("].contains(where: { line == $0 }) {
                target = (nil, line != ".target(")
            } else if line.hasPrefix("name: "), target != nil, target?.name == nil {
                target?.name = quoted.first
            } else if let name = target?.name, let isTest = target?.isTest {
                if line.hasPrefix("\""), let dependency = quoted.first {
                    edges.append(.init(target: name, dependency: dependency, package: nil, isTest: isTest))
                } else if line.hasPrefix(".product(name:"), case let product = quoted, product.count == 2 {
                    edges.append(.init(target: name, dependency: product[0], package: product[1], isTest: isTest))
                } else if line.hasPrefix(")") {
                    target = nil
                }
            }
        }
        self.edges = edges
        self.platforms = platforms
        dependencyPaths = dependencies
    }

    /// The platforms of a `platforms: [.macOS(.v13), .iOS(.v10_15)]` line, by SwiftPM's name.
    private static func platforms(in line: Substring) -> [String: PlatformVersion] {
        let pieces = line.components(separatedBy: "(.v")
        var found: [String: PlatformVersion] = [:]
        for index in pieces.indices.dropFirst() {
            let name = pieces[index - 1].split(separator: ".").last.map(String.init) ?? ""
            let version = pieces[index].prefix { $0 != ")" }.replacingOccurrences(of: "_", with: ".")
            if let parsed = PlatformVersion(version) { found[name.lowercased()] = parsed }
        }
        return found
    }
}
