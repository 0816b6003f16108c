import Foundation

extension FeatureManifests {
    /// The feature template, split once at its tokens, however many features it renders: a
    /// rendering, and what the rules read of it, are then filled in by joining pieces.
    struct Template {
        /// The template's lines; one naming `__Neighbour__` stands once per neighbour.
        private let lines: [TokenText]
        /// What the rules read of the template, which is its own rendering for the name
        /// `__Name__` and one neighbour `__Neighbour__`.
        private let edges: [(target: TokenText, dependency: TokenText, package: TokenText?, isTest: Bool)]
        private let dependencyPaths: [TokenText]
        private let platforms: [String: PlatformVersion]

        init(_ text: String) {
            lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(TokenText.init)
            let reading = RenderedManifest(text)
            edges = reading.edges.map {
                (TokenText($0.target), TokenText($0.dependency), $0.package.map(TokenText.init), $0.isTest)
            }
            dependencyPaths = reading.dependencyPaths.map(TokenText.init)
            platforms = reading.platforms
        }

        /// The text of feature `name`'s manifest, opening `neighbours`.
        func render(name: String, neighbours: [String]) -> String {
            lines.flatMap { $0.filled(name: name, each: neighbours) }.joined(separator: "\n")
        }

        /// What the rules read of `render(name:neighbours:)`, for the package at `package`: each
        /// neighbour's declarations in their line's place, as in the text.
        func manifest(name: String, neighbours: [String], packageAt package: URL) -> PackageManifest {
            let edges = edges.flatMap { edge in
                let perNeighbour =
                    edge.target.hasNeighbour || edge.dependency.hasNeighbour || edge.package?.hasNeighbour == true
                return (perNeighbour ? neighbours : [""]).map { neighbour in
                    ModuleRules.Edge(
                        target: edge.target.filled(name: name, neighbour: neighbour),
                        dependency: edge.dependency.filled(name: name, neighbour: neighbour),
                        package: edge.package?.filled(name: name, neighbour: neighbour), isTest: edge.isTest)
                }
            }
            let paths = dependencyPaths.flatMap { $0.filled(name: name, each: neighbours) }
            return PackageManifest(
                edges: edges, platforms: platforms,
                localDependencies: paths.map { package.appendingPathComponent($0).standardizedFileURL })
        }
    }
}

/// A text of the template with its tokens (`__Name__`, `__Neighbour__`) found once.
struct TokenText {
    private enum Piece {
        case text(String)
        case name
        case neighbour
    }

    private let pieces: [Piece]
    /// Whether it names `__Neighbour__`, so stands once per neighbour.
    let hasNeighbour: Bool

    init(_ text: some StringProtocol) {
        var pieces: [Piece] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            let name = rest.range(of: "__Name__"), neighbour = rest.range(of: "__Neighbour__")
            guard let token = [name, neighbour].compactMap({ $0 }).min(by: { $0.lowerBound < $1.lowerBound }) else {
                pieces.append(.text(String(rest)))
                break
            }
            if token.lowerBound > rest.startIndex { pieces.append(.text(String(rest[..<token.lowerBound]))) }
            pieces.append(token == name ? .name : .neighbour)
            rest = rest[token.upperBound...]
        }
        self.pieces = pieces
        hasNeighbour = pieces.contains { if case .neighbour = $0 { true } else { false } }
    }

    /// The text for feature `name` and `neighbour`.
    func filled(name: String, neighbour: String = "") -> String {
        pieces.map { piece in
            switch piece {
            case .text(let text): text
            case .name: name
            case .neighbour: neighbour
            }
        }.joined()
    }

    /// The text for feature `name`: once per neighbour when it names one, else once.
    func filled(name: String, each neighbours: [String]) -> [String] {
        hasNeighbour ? neighbours.map { filled(name: name, neighbour: $0) } : [filled(name: name)]
    }
}
