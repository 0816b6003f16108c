import Core

extension LinkWalk {
    /// When the walk goes on with `route`, takes it and opens its child with `open`, the same
    /// method of the flow a tap calls, then hands the rest of the walk to that child. Fails,
    /// naming the step, when nothing opened (`open` returned nil: its build failed, and the
    /// flow already reported why) or the child ended as it started. The child is running
    /// when `open` returns, so nothing waits for it here; a child whose part of the link reads
    /// its screen's state waits for that screen itself (`settled`).
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
