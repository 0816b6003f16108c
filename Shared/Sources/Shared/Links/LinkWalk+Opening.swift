import Core

/// How a flow hands the rest of a link to the child it starts for it: its build closure
/// passes each module through `started`, so `follow` knows which module its tap built.
@MainActor
public final class LinkHandOff {
    private weak var child: AnyObject?

    /// A hand-off with no link pending.
    public init() {}

    /// Returns `module` as it is, noting its coordinator for a link that may wait on it.
    public func started<Result: Sendable>(_ module: Module<Result>) -> Module<Result> {
        child = module.coordinator
        return module
    }

    /// When `walk` goes on with `route`, takes it, taps as a user would with its value, and
    /// hands the rest to the flow the tap built once its screen settles.
    public func follow(_ route: LinkRoute, of walk: inout LinkWalk, by tap: (String) -> Void) async throws(LinkError) {
        guard let value = walk.take(route) else { return }
        child = nil
        tap(value)
        await walk.settled()
        guard let built = child else {
            throw walk.failure("\(route.address(value).path.joined(separator: " ")) did not open")
        }
        try await (built as? LinkFollowing)?.follow(&walk)
    }
}
