import Core

extension LinkWalk {
    /// When the walk goes on with one of `flow`'s edges, takes that step, makes it a route with
    /// `route` (the same route a tap or a command of the screen makes) and opens it with the
    /// flow's `navigate(to:)`, then hands the rest of the walk to the child. Fails, naming the
    /// step, when the screen has no route for it yet (`route` returned nil, as for the tips of
    /// a venue still loading), or nothing opened, or the child ended as it started.
    public mutating func follow<Flow: Routing>(
        _ flow: Flow, as route: (Step) -> Flow.Route?
    ) async throws(LinkError) where Flow.Route: FeatureRoute {
        guard let step = steps.first, let edge = Flow.Route.edges.first(where: { $0.link.piece == step.piece }) else {
            return
        }
        try await follow(edge.link) { _ in route(step).flatMap { flow.navigate(to: $0) } }
    }

    /// When the walk goes on with `route`, takes it and opens its child with `open`, then hands
    /// the rest of the walk to that child. Fails, naming the step, when nothing opened (`open`
    /// returned nil) or the child ended as it started. The child is running when `open`
    /// returns, so nothing waits for it here; a child whose part of the link reads its
    /// screen's state waits for that screen itself (`settled`).
    public mutating func follow(_ route: LinkRoute, opening open: (String) -> NavigationNode?) async throws(LinkError) {
        guard let value = take(route) else { return }
        let child = open(value)
        // A running child hangs under the flow that opened it; one that ended was let go.
        guard let child, child.parent != nil else {
            throw failure("\(route.address(value).path.joined(separator: " ")) did not open")
        }
        try await (child as? LinkFollowing)?.follow(&self)
    }
}
