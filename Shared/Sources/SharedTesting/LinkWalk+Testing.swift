import Shared

extension LinkWalk {
    /// The walk of `link` for a coordinator test: its screens load from fakes at once, so
    /// there is nothing to wait for between them.
    @MainActor
    public static func of(_ link: String) throws -> LinkWalk {
        LinkWalk(try ScreenAddress.parse(link).get(), link: link, settled: {})
    }
}

extension LinkFollowing {
    /// Follows `link` from this flow, as a coordinator test does, and returns what it left.
    public func follow(_ link: String) async throws -> LinkWalk {
        var walk = try LinkWalk.of(link)
        try await follow(&walk)
        return walk
    }
}
