import Foundation

/// The module graph as the manifests declare it: the app, each feature package with its
/// Interface and implementation products, Shared and Core, and every dependency edge between
/// them, with the edges that break the module rules marked. Test targets and test support
/// products are left out: the graph is the product's.
public struct ModuleGraph: Equatable, Sendable {
    /// A package and the modules it holds, in drawing order.
    public struct Package: Equatable, Sendable {
        /// The package's name.
        public let name: String
        /// Its modules (targets that are products), implementation first.
        public let modules: [String]

        /// A package holding `modules`.
        public init(name: String, modules: [String]) {
            self.name = name
            self.modules = modules
        }
    }

    /// A dependency of one module on another.
    public struct Edge: Equatable, Sendable {
        /// The module that depends.
        public let from: String
        /// The module it depends on.
        public let to: String
        /// The rule the edge breaks, if any.
        public let violation: String?

        /// An edge from `from` to `to`, breaking `violation` when given.
        public init(from: String, to: String, violation: String? = nil) {
            self.from = from
            self.to = to
            self.violation = violation
        }
    }

    /// The packages, the app first and Core last.
    public let packages: [Package]
    /// The edges, grouped by the module they start from.
    public let edges: [Edge]

    /// A graph of `packages` and `edges`.
    public init(packages: [Package], edges: [Edge]) {
        self.packages = packages
        self.edges = edges
    }

    /// Reads the manifests of the repository at `root`: the features' from their text where
    /// they are their renderings, the rest with `swift package dump-package`.
    public static func load(root: URL) throws -> ModuleGraph {
        let manifests = try FeatureManifests(root: root)
        var packages: [Package] = []
        var edges: [Edge] = []
        func add(_ package: String, _ manifestEdges: [ModuleRules.Edge], feature: String?) {
            let kept = manifestEdges.filter { !isTestSupport($0.target) && !isTestSupport($0.dependency) }
            let modules = Set(kept.map(\.target)).sorted {
                ($0.hasSuffix("Interface") ? 1 : 0, $0) < ($1.hasSuffix("Interface") ? 1 : 0, $1)
            }
            packages.append(Package(name: package, modules: modules))
            edges += kept.map { edge in
                Edge(
                    from: edge.target, to: edge.dependency,
                    violation: feature.flatMap { ModuleRules.violation(of: edge, feature: $0) })
            }
        }
        // The root's and Shared's manifests are dumped side by side.
        let dumped = try PackageManifest.read(packagesAt: [root, root.appendingPathComponent("Shared")])
        let app = dumped[0].edges.filter { $0.target == "VenuesApp" }
        add("App", app, feature: nil)
        for feature in manifests.features {
            add(feature, try manifests.manifest(of: feature).edges, feature: feature)
        }
        add("Shared", dumped[1].edges, feature: nil)
        packages.append(Package(name: "Core", modules: ["Core"]))
        return ModuleGraph(packages: packages, edges: edges)
    }

    /// Where the generated document lives, relative to the repository root.
    public static let document = "docs/ModuleGraph.md"

    /// The document: a line on where it comes from, then the graph in Mermaid.
    public var markdown: String {
        """
        # Module graph

        Written by `swift run scaffold` (`feature`, `remove`, and `graph --write`) from the manifests; a \
        test fails when it falls behind them. Boxes are packages, rounded nodes are Interface products, and a \
        rule the module rules forbid would be drawn as a thick red link.

        ```mermaid
        \(mermaid)
        ```

        """
    }

    /// Reads the graph of the repository at `root` and writes `document`; the success value
    /// holds notes for the user (none so far).
    public static func writeDocument(root: URL) -> Result<[String], ScaffoldError> {
        do {
            let text = try load(root: root).markdown
            let url = root.appendingPathComponent(document)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return .success([])
        } catch let error as ScaffoldError {
            return .failure(ScaffoldError("the files are written, but \(document) is not: \(error)"))
        } catch {
            return .failure(
                ScaffoldError("the files are written, but \(document) is not: \(error.localizedDescription)"))
        }
    }

    private static func isTestSupport(_ module: String) -> Bool {
        module.hasSuffix("Testing") || module.hasSuffix("Tests") || module.hasSuffix("Example")
    }

    /// The graph in Mermaid, which GitHub draws: packages as boxes, Interface products as
    /// rounded nodes, broken rules as thick red links labelled with the rule.
    public var mermaid: String {
        var lines = ["graph TD"]
        for package in packages {
            lines.append("    subgraph package_\(package.name)[\"\(package.name)\"]")
            lines += package.modules.map { "        \(Self.mermaidNode($0))" }
            lines.append("    end")
        }
        var broken: [Int] = []
        for (index, edge) in edges.enumerated() {
            if let violation = edge.violation {
                broken.append(index)
                lines.append("    \(edge.from) -- \"breaks: \(violation)\" --> \(edge.to)")
            } else {
                lines.append("    \(edge.from) --> \(edge.to)")
            }
        }
        if !broken.isEmpty {
            lines.append("    linkStyle \(broken.map(String.init).joined(separator: ",")) stroke:#d00,stroke-width:3px")
        }
        return lines.joined(separator: "\n")
    }

    /// The graph in Graphviz DOT: packages as clusters, broken rules as red dashed edges.
    public var dot: String {
        var lines = ["digraph modules {", "    rankdir=TB;", "    node [shape=box];"]
        for package in packages {
            lines.append("    subgraph \"cluster_\(package.name)\" {")
            lines.append("        label=\"\(package.name)\";")
            lines += package.modules.map { module in
                "        \"\(module)\"" + (module.hasSuffix("Interface") ? " [style=rounded];" : ";")
            }
            lines.append("    }")
        }
        lines += edges.map { edge in
            guard let violation = edge.violation else { return "    \"\(edge.from)\" -> \"\(edge.to)\";" }
            return
                "    \"\(edge.from)\" -> \"\(edge.to)\" [color=red, style=dashed, penwidth=2, label=\"breaks: \(violation)\"];"
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    private static func mermaidNode(_ module: String) -> String {
        module.hasSuffix("Interface") ? "\(module)([\"\(module)\"])" : "\(module)[\"\(module)\"]"
    }
}
