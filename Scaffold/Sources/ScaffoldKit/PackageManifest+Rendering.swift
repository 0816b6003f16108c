import Foundation

extension PackageManifest {
    /// What `dump-package` would read of `text`, a rendering of the feature template for the
    /// package at `package`: the template writes one declaration a line (`platforms: [...]`,
    /// `.package(path: ...)`, a target's kind and then its `name:`, its dependencies as
    /// `"Target",` or `.product(name: ..., package: ...),`), and that shape alone is read here.
    /// `FeatureManifestsTests` holds the two readings of every feature's manifest equal.
    init(rendering text: String, packageAt package: URL) {
        var edges: [ModuleRules.Edge] = []
        var platforms: [String: PlatformVersion] = [:]
        var dependencies: [URL] = []
        var target: (name: String?, isTest: Bool)?
        for line in text.components(separatedBy: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.hasPrefix("platforms:") {
                for match in line.matches(of: /\.(\w+)\(\.v(\d+)(?:_(\d+))?\)/) {
                    let version = PlatformVersion(major: Int(match.2) ?? 0, minor: match.3.flatMap { Int($0) } ?? 0)
                    platforms[match.1.lowercased()] = version
                }
            } else if let match = line.wholeMatch(of: /\.package\(path: "([^"]+)"\),?/) {
                dependencies.append(package.appendingPathComponent(String(match.1)).standardizedFileURL)
            } else if let match = line.wholeMatch(of: /\.(target|executableTarget|testTarget)\(/) {
                target = (nil, match.1 != "target")
            } else if let match = line.wholeMatch(of: /name: "(\w+)",/), target?.name == nil, target != nil {
                target?.name = String(match.1)
            } else if let name = target?.name, let isTest = target?.isTest {
                if let match = line.wholeMatch(of: /"(\w+)",?/) {
                    edges.append(.init(target: name, dependency: String(match.1), package: nil, isTest: isTest))
                } else if let match = line.wholeMatch(of: /\.product\(name: "(\w+)", package: "(\w+)"\),?/) {
                    edges.append(
                        .init(target: name, dependency: String(match.1), package: String(match.2), isTest: isTest))
                } else if line.hasPrefix(")") {
                    target = nil
                }
            }
        }
        self.init(edges: edges, platforms: platforms, localDependencies: dependencies)
    }
}
