/// A link on its way down the flow tree: what the flows above have not taken. Each flow takes
/// its screen's part and hands the rest to the child it opens (`LinkHandOff`).
@MainActor
public struct LinkWalk {
    /// The link as the user gave it, for messages.
    public let link: String
    /// The pieces no flow has taken yet.
    public private(set) var path: ArraySlice<String>
    /// The query items no flow has taken yet.
    public private(set) var query: [ScreenAddress.QueryItem]
    /// Returns once the screen on top has loaded or failed, so a flow waits for what it opened.
    public let settled: @MainActor () async -> Void

    /// The walk of `address` (`link` as written), waiting on screens with `settled`.
    public init(_ address: ScreenAddress, link: String, settled: @escaping @MainActor () async -> Void) {
        self.link = link
        path = address.path[...]
        query = address.query
        self.settled = settled
    }

    /// Takes the next piece when it is `route`'s, with its value ("" for a route without one);
    /// nil, taking nothing, when it is another's or the value is missing.
    public mutating func take(_ route: LinkRoute) -> String? {
        guard path.first == route.piece, !route.takesValue || path.count >= 2 else { return nil }
        path.removeFirst()
        return route.takesValue ? path.removeFirst() : ""
    }

    /// Takes the query item `item` names (its last value when repeated), if the link has it.
    public mutating func take(_ item: LinkQuery) -> String? { take(item) { $0 } }

    /// Takes the query item `item` names as `read` makes it (a sort order from its raw value);
    /// one `read` refuses, which a checked link never has, is left for `unfinished` to report.
    public mutating func take<Value>(_ item: LinkQuery, as read: (String) -> Value?) -> Value? {
        guard let raw = query.last(where: { $0.name == item.name })?.value, let value = read(raw) else { return nil }
        query.removeAll { $0.name == item.name }
        return value
    }

    /// This link's error, for `reason`.
    public func failure(_ reason: String) -> LinkError { LinkError(link: link, reason: reason) }

    /// Nil when every piece and item was taken; else the error naming the first one no flow took.
    public var unfinished: LinkError? {
        if let piece = path.first { return failure("no screen on the way opens \"\(piece)\"") }
        return query.first.map { failure("no screen on the way takes \"\($0.name)=\"") }
    }
}

/// A flow that can show the screens below its own from a link.
@MainActor
public protocol LinkFollowing: AnyObject {
    /// Takes this flow's part of `walk` and hands the rest to the child it opens, leaving what
    /// no flow below took for the flows above.
    func follow(_ walk: inout LinkWalk) async throws(LinkError)
}
