import Shared

extension LinkWalk {
    /// The walk of `link` for a coordinator test, checked as the app checks a link but against
    /// `routes` alone: each piece one of them names is a step, with the value after it when the
    /// route takes one; any other piece is a step of its own, for a test of what a flow leaves.
    /// Its screens load from fakes at once, so there is nothing to wait for between them.
    @MainActor
    public static func of(_ link: String, routes: [LinkRoute] = []) throws -> LinkWalk {
        let address = try ScreenAddress.parse(link).get()
        var steps: [Step] = []
        var rest = address.path[...]
        while let piece = rest.popFirst() {
            guard let route = routes.first(where: { $0.piece == piece }) else {
                steps.append(Step(piece))
                continue
            }
            steps.append(try Step(route, valueFrom: &rest, link: link))
        }
        return LinkWalk(link: link, steps: steps, query: address.query, settled: {})
    }
}

extension LinkFollowing {
    /// Follows `link`, checked against `routes` (see `LinkWalk.of`), from this flow, as a
    /// coordinator test does, and returns what it left.
    public func follow(_ link: String, routes: [LinkRoute] = []) async throws -> LinkWalk {
        var walk = try LinkWalk.of(link, routes: routes)
        try await follow(&walk)
        return walk
    }
}
