import Core

/// A link on its way down the flow tree: the path pieces and query items that the flows above
/// have not taken. Each coordinator takes the ones its screen owns, opens the child flow the
/// next piece names, as a user's tap would, and hands that child the rest (`handOff`).
@MainActor
public struct LinkWalk {
    /// The link as the user gave it, for messages.
    public let link: String
    /// The pieces no flow has taken yet.
    public private(set) var path: ArraySlice<String>
    /// The query items no flow has taken yet.
    public private(set) var query: [ScreenAddress.QueryItem]
    private let settle: @MainActor () async -> Void

    /// The walk of `address` (`link` as written), whose flows wait with `settle` for each
    /// screen they open to load (or fail with its message).
    public init(_ address: ScreenAddress, link: String, settle: @escaping @MainActor () async -> Void) {
        self.link = link
        path = address.path[...]
        query = address.query
        self.settle = settle
    }

    /// The next piece no flow has taken, if any.
    public var next: String? { path.first }

    /// Takes the next piece when it is `route`'s, with its value: the piece after it for a
    /// route that takes one, else "". Nil, taking nothing, when the next piece is another
    /// route's or the value is missing.
    public mutating func take(_ route: LinkRoute) -> String? {
        guard path.first == route.piece else { return nil }
        guard route.takesValue else {
            path.removeFirst()
            return ""
        }
        guard path.count >= 2 else { return nil }
        let value = path[path.startIndex + 1]
        path.removeFirst(2)
        return value
    }

    /// Takes the query item `item` names (its last value when repeated), if the link has it.
    public mutating func take(_ item: LinkQuery) -> String? {
        guard let value = query.last(where: { $0.name == item.name })?.value else { return nil }
        query.removeAll { $0.name == item.name }
        return value
    }

    /// Takes the query item `item` names as a `Value` (its last value when repeated); nil when
    /// the link has none, or (taking nothing, so the walk ends unfinished) a value that is not
    /// a `Value`, which a checked link never has.
    public mutating func take<Value: RawRepresentable>(_ item: LinkQuery, as _: Value.Type) -> Value?
    where Value.RawValue == String {
        guard let raw = query.last(where: { $0.name == item.name })?.value, let value = Value(rawValue: raw) else {
            return nil
        }
        query.removeAll { $0.name == item.name }
        return value
    }

    /// Returns once the screen on top has settled.
    public func settled() async {
        await settle()
    }

    /// This link's error, for `reason`.
    public func failure(_ reason: String) -> LinkError {
        LinkError(link: link, reason: reason)
    }

    /// Nil when every piece and query item was taken; else the error naming the first one no
    /// flow on the way took.
    public var unfinished: LinkError? {
        if let piece = path.first { return failure("no screen on the way opens \"\(piece)\"") }
        if let item = query.first { return failure("no screen on the way takes \"\(item.name)=\"") }
        return nil
    }
}

/// A flow that can show a screen below its own from a link: the coordinators of the features
/// that declare routes in their Interface.
@MainActor
public protocol LinkFollowing: AnyObject {
    /// Takes this flow's pieces of `walk`, opens the child flow the next piece names and
    /// hands it the rest. Returns what neither this flow nor its children took, for the flows
    /// above (the root opens its features over any screen), or why the walk cannot go on.
    func follow(_ walk: LinkWalk) async -> Result<LinkWalk, LinkError>
}

/// How a coordinator hands the rest of a link to the child flow it starts for it, directly:
/// its build closure passes each module it builds through `started`, and `handOff` does what a
/// user's tap does and gives the rest of the link to the module that tap built.
@MainActor
public final class LinkHandOff {
    private var expecting = false
    private weak var child: AnyObject?

    /// A hand-off with no link pending.
    public init() {}

    /// Returns `module` as it is, noting its coordinator as the child a pending link goes to.
    public func started<Result>(_ module: Module<Result>) -> Module<Result> {
        if expecting { child = module.coordinator }
        return module
    }

    /// Does what a user's tap does (`tap`), waits for the screen it opens (`name`, for
    /// messages) and hands `walk` to the flow that tap built; returns what that flow did not
    /// take (all of it when it follows no links). An error when the tap built nothing.
    public func handOff(_ walk: LinkWalk, opening name: String, by tap: () -> Void) async -> Result<LinkWalk, LinkError>
    {
        child = nil
        expecting = true
        tap()
        await walk.settled()
        expecting = false
        guard let built = child else { return .failure(walk.failure("\(name) did not open")) }
        child = nil
        guard let follower = built as? LinkFollowing else { return .success(walk) }
        return await follower.follow(walk)
    }
}
