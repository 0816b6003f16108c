import Foundation
import XCTest

@testable import ScaffoldKit

final class ModuleGraphTests: XCTestCase {
    /// SwiftPM rebuilds after an edit only the modules that depend on the edited one, directly
    /// or through others. So the split of Shared holds when, in the graph the manifests
    /// declare, no Interface reaches the live client or the terminal kit, and no feature's
    /// implementation reaches the live client: an edit to `PlacesAPIClient` then rebuilds no
    /// Interface and no feature, one to a view no Interface.
    func testAnEditToTheLiveClientOrTheTerminalKitRebuildsNoInterface() throws {
        let graph = try ModuleGraph.load(root: repositoryRoot)
        func dependents(of module: String) -> Set<String> {
            var found: Set<String> = []
            var next = [module]
            while let current = next.popLast() {
                for edge in graph.edges where edge.to == current && found.insert(edge.from).inserted {
                    next.append(edge.from)
                }
            }
            return found
        }
        let features = Set(graph.packages.map(\.name)).subtracting(["App", "Shared", "Core"])
        XCTAssertFalse(features.isEmpty)
        let live = dependents(of: "SharedLive"), kit = dependents(of: "TerminalUI")
        XCTAssertEqual(live.filter { $0.hasSuffix("Interface") || features.contains($0) }, [], "\(live)")
        XCTAssertEqual(kit.filter { $0.hasSuffix("Interface") }, [], "\(kit)")
        XCTAssertTrue(live.isSuperset(of: ["VenuesApp", "TerminalApp"]), "the app and the shells compose it")
        XCTAssertTrue(kit.isSuperset(of: features), "every feature draws with the kit")
    }

    func testTheGeneratedDocumentShowsTheCurrentModuleGraph() throws {
        let document = try String(
            contentsOf: repositoryRoot.appendingPathComponent(ModuleGraph.document), encoding: .utf8)
        let graph = try ModuleGraph.load(root: repositoryRoot)
        XCTAssertEqual(document, graph.markdown, "regenerate it with: swift run scaffold graph --write")
        let names = graph.packages.map(\.name)
        XCTAssertEqual(names.first, "App")
        XCTAssertEqual(names.suffix(2), ["Shared", "Core"])
        XCTAssertTrue(Set(names).isSuperset(of: ["Map", "Tips", "VenueDetails"]))
        XCTAssertTrue(graph.edges.contains(ModuleGraph.Edge(from: "Map", to: "VenueDetailsInterface")))
        XCTAssertTrue(graph.edges.allSatisfy { $0.violation == nil }, "the repository keeps the rules")
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(readme.contains("(\(ModuleGraph.document))"), "the README links the graph")
    }

    func testABrokenRuleIsDrawnApart() {
        let graph = ModuleGraph(
            packages: [
                ModuleGraph.Package(name: "Map", modules: ["Map", "MapInterface"]),
                ModuleGraph.Package(name: "Tips", modules: ["Tips", "TipsInterface"]),
            ],
            edges: [
                ModuleGraph.Edge(from: "Map", to: "MapInterface"),
                ModuleGraph.Edge(from: "Map", to: "Tips", violation: "Map → Tips (implementation)"),
            ])
        XCTAssertEqual(
            graph.mermaid.components(separatedBy: "\n").suffix(3),
            [
                "    Map --> MapInterface", "    Map -- \"breaks: Map → Tips (implementation)\" --> Tips",
                "    linkStyle 1 stroke:#d00,stroke-width:3px",
            ])
        XCTAssertTrue(
            graph.mermaid.contains("        MapInterface([\"MapInterface\"])"), "an Interface is drawn rounded")
        XCTAssertTrue(
            graph.dot.contains(
                "    \"Map\" -> \"Tips\" [color=red, style=dashed, penwidth=2, label=\"breaks: Map → Tips (implementation)\"];"
            ))
        XCTAssertTrue(graph.dot.contains("    \"Map\" -> \"MapInterface\";"))
    }
}
