import Foundation

/// A platform's version floor in a manifest: `13.0`, `10.15`.
public struct PlatformVersion: Comparable, CustomStringConvertible, Sendable {
    /// The number before the dot, compared first.
    public let major: Int
    /// The number after the dot (0 when the manifest wrote none).
    public let minor: Int

    /// The version `major.minor`.
    public init(major: Int, minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// A version as `dump-package` writes it (`13.0`, `10.15`); nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: ".").map { Int($0) }
        guard let major = parts.first ?? nil, parts.count <= 3, !parts.contains(nil) else { return nil }
        self.init(major: major, minor: parts.count > 1 ? parts[1] ?? 0 : 0)
    }

    /// `13`, `10.15`.
    public var description: String { minor == 0 ? "\(major)" : "\(major).\(minor)" }

    /// How a manifest spells it: `.v13`, `.v10_15`.
    var manifestSpelling: String { minor == 0 ? ".v\(major)" : ".v\(major)_\(minor)" }

    public static func < (lhs: PlatformVersion, rhs: PlatformVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }
}

/// The platform rule: SwiftPM builds a package for a platform only if it requires at least
/// what each package it depends on requires there, and a package that declares nothing gets
/// SwiftPM's old defaults. So a feature declares macOS (where the terminal app runs), at a
/// floor no lower than that of Core, Shared and the features it depends on, and every other
/// platform it declares keeps the same rule.
public enum PlatformRules {
    /// SwiftPM's names of the platforms, as a manifest spells them.
    static let spellings = [
        "macos": "macOS", "ios": "iOS", "tvos": "tvOS", "watchos": "watchOS", "visionos": "visionOS",
    ]

    /// What is wrong with feature `feature`'s platforms, given its dependencies' (by package
    /// name), with the `platforms:` line to write; empty when the rule holds.
    public static func violations(
        feature: String, declared: [String: PlatformVersion],
        dependencies: [(name: String, platforms: [String: PlatformVersion])]
    ) -> [String] {
        var required = declared
        var reasons: [String] = []
        for platform in Set(declared.keys).union(["macos"]).sorted() {
            let needed = dependencies.compactMap { dependency in
                dependency.platforms[platform].map { (dependency.name, $0) }
            }
            guard let highest = needed.max(by: { $0.1 < $1.1 }) else { continue }
            let name = spellings[platform] ?? platform
            if let own = declared[platform] {
                guard own < highest.1 else { continue }
                reasons.append("\(name) \(own) is older than \(highest.0)'s \(name) \(highest.1)")
            } else {
                reasons.append("it declares no \(name), which \(highest.0) requires (\(name) \(highest.1))")
            }
            required[platform] = highest.1
        }
        guard !reasons.isEmpty else { return [] }
        let line = required.sorted { $0.key < $1.key }
            .map { ".\(spellings[$0.key] ?? $0.key)(\($0.value.manifestSpelling))" }
            .joined(separator: ", ")
        return [
            "Modules/\(feature)/Package.swift: " + reasons.joined(separator: "; ") + "; write `platforms: [\(line)]`"
        ]
    }

    /// Checks every package under `Modules/` of `manifests`' repository against the packages
    /// it depends on.
    public static func check(_ manifests: FeatureManifests) throws -> [String] {
        let modules = manifests.root.appendingPathComponent("Modules").standardizedFileURL.path
        let features = try manifests.features.map { (name: $0, manifest: try manifests.manifest(of: $0)) }
        // The features' platforms are in their manifests; the other packages they depend on
        // (Core, Shared) are dumped, side by side.
        var platforms: [String: [String: PlatformVersion]] = [:]
        for (name, manifest) in features { platforms[modules + "/" + name] = manifest.platforms }
        var others: [URL] = []
        for dependency in features.flatMap(\.manifest.localDependencies)
        where platforms[dependency.standardizedFileURL.path] == nil
            && !others.contains(where: { $0.standardizedFileURL == dependency.standardizedFileURL })
        {
            others.append(dependency)
        }
        for (package, manifest) in zip(others, try PackageManifest.read(packagesAt: others)) {
            platforms[package.standardizedFileURL.path] = manifest.platforms
        }
        return features.flatMap { name, manifest in
            let dependencies = manifest.localDependencies.map {
                (
                    name: $0.standardizedFileURL.lastPathComponent,
                    platforms: platforms[$0.standardizedFileURL.path] ?? [:]
                )
            }
            return violations(feature: name, declared: manifest.platforms, dependencies: dependencies)
        }
    }
}
