import Foundation

/// The module rules: a feature's implementation depends only on Core, Shared's products and
/// other features' Interface products, never on `SharedLive` (it reads data through Shared's
/// protocols; the app composes the live client); an Interface depends only on the products
/// `Core` and `Shared` (models, links, commands: an edit to the terminal kit or the live
/// client rebuilds no Interface) and the Interfaces of the features it opens, whose inputs its
/// route's cases carry; neither links the test support products (`CoreTesting`,
/// `SharedTesting`), which only a feature's own Testing target (its fakes for other features'
/// tests) builds on.
public enum ModuleRules {
    /// One dependency edge of a target.
    public struct Edge: Equatable {
        /// The target that depends.
        public let target: String
        /// The product or target it depends on.
        public let dependency: String
        /// The package the product comes from; nil for a target of the same package.
        public let package: String?
        /// Whether `target` is the package's test target or its example app: both run the
        /// feature, so they may use its own targets and other features' Testing products.
        public let isTest: Bool

        /// An edge from `target` to `dependency` (of `package`, for a product).
        public init(target: String, dependency: String, package: String?, isTest: Bool = false) {
            self.target = target
            self.dependency = dependency
            self.package = package
            self.isTest = isTest
        }
    }

    static let foundations: Set<String> = ["core", "shared"]

    /// The broken rules among `edges` of feature package `feature`, as `Map → Tips (implementation)`.
    public static func violations(feature: String, edges: [Edge]) -> [String] {
        edges.compactMap { violation(of: $0, feature: feature) }
    }

    /// The rule `edge` of feature package `feature` breaks, in words; nil when it keeps them.
    public static func violation(of edge: Edge, feature: String) -> String? {
        if edge.isTest {
            // A feature's tests and example use its own targets, test support, and other
            // features through their Interface and Testing products, never their implementations.
            guard let package = edge.package, !foundations.contains(package.lowercased()) else { return nil }
            let allowed = edge.dependency.hasSuffix("Interface") || edge.dependency.hasSuffix("Testing")
            return allowed ? nil : "\(edge.target) → \(package) (implementation)"
        }
        let isInterface = edge.target.hasSuffix("Interface")
        guard let package = edge.package else {
            let allowed = !isInterface && edge.dependency == feature + "Interface"
            return allowed ? nil : "\(edge.target) → \(edge.dependency) (target)"
        }
        if edge.dependency.hasSuffix("Testing") {
            // A feature's own Testing target is test support itself: its fakes build on Core's.
            if edge.target.hasSuffix("Testing") { return nil }
            return "\(edge.target) → \(edge.dependency) (test support is for test targets)"
        }
        if foundations.contains(package.lowercased()) {
            if isInterface, !["Core", "Shared"].contains(edge.dependency) {
                return "\(edge.target) → \(edge.dependency) (of the base packages' products, an Interface "
                    + "depends only on Core and Shared)"
            }
            if edge.dependency == "SharedLive", !edge.target.hasSuffix("Testing") {
                return "\(edge.target) → SharedLive (a feature reads data through Shared's protocols; the app "
                    + "composes the live client)"
            }
            return nil
        }
        if edge.dependency.hasSuffix("Interface") { return nil }
        if isInterface {
            return
                "\(edge.target) → \(package) (an Interface depends only on Core, Shared and other features' Interfaces)"
        }
        return "\(edge.target) → \(package) (implementation)"
    }

    /// Checks every package under `Modules/` of `manifests`' repository; returns the
    /// violations, empty when all is well.
    public static func check(_ manifests: FeatureManifests) throws -> [String] {
        try manifests.features.flatMap { name in
            violations(feature: name, edges: try manifests.manifest(of: name).edges)
        }
    }

    /// The feature packages under `Modules/`, by name, sorted.
    static func featurePackages(root: URL) throws -> [String] {
        let modules = root.appendingPathComponent("Modules").path
        return try FileManager.default.contentsOfDirectory(atPath: modules).sorted().filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(
                atPath: modules + "/" + name + "/Package.swift", isDirectory: &isFolder)
                && !isFolder.boolValue
        }
    }
}
