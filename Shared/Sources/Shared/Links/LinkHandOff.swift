import Core

/// How a flow hands the rest of a link to the child it starts for it: its build closure
/// passes each module through `started`, so `follow` knows which module its tap built.
@MainActor
public final class LinkHandOff {
    private var expecting = false
    private weak var child: AnyObject?

    /// A hand-off with no link pending.
    public init() {}

    /// Returns `module` as it is, noting its coordinator when a link waits for it.
    public func started<Result>(_ module: Module<Result>) -> Module<Result> {
        if expecting { child = module.coordinator }
        return module
    }

    /// When `walk` goes on with `route`, takes it, taps as a user would with its value, and
    /// hands the rest to the flow the tap built once its screen settles; returns what no flow took.
    public func follow(
        _ route: LinkRoute, of walk: LinkWalk, by tap: (String) -> Void
    ) async throws(LinkError)
        -> LinkWalk
    {
        var walk = walk
        guard let value = walk.take(route) else { return walk }
        (child, expecting) = (nil, true)
        tap(value)
        await walk.settled()
        expecting = false
        defer { child = nil }
        guard let built = child else {
            throw walk.failure("\(route.address(value).path.joined(separator: " ")) did not open")
        }
        return try await (built as? LinkFollowing)?.follow(walk) ?? walk
    }
}
