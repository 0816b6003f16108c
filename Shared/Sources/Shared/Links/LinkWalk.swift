/// A link on its way down the flow tree, already checked: the app matched each piece of its
/// path to the route that takes it, with that route's value, before anything moved. Each flow
/// takes its screen's steps and hands the rest to the child it opens (`follow(_:opening:)`);
/// no flow reads the link's pieces again.
@MainActor
public struct LinkWalk {
    /// A piece of the link matched to its route, with the route's value ("" for a route that
    /// takes none).
    public struct Step: Equatable, Sendable {
        /// The route's piece (`venue`).
        public let piece: String
        /// Its value (`5a0000182d33b4ba626e3765`), or "".
        public let value: String

        /// A step of `piece`, with `value`.
        public init(_ piece: String, value: String = "") {
            self.piece = piece
            self.value = value
        }

        /// The step of `route`, whose piece was just read from a path: with the next piece of
        /// `rest` as its value when the route takes one, which a check of `link` refuses when
        /// the path ends there.
        package init(_ route: LinkRoute, valueFrom rest: inout ArraySlice<String>, link: String) throws(LinkError) {
            piece = route.piece
            guard route.takesValue else {
                value = ""
                return
            }
            guard let given = rest.popFirst() else {
                throw LinkError(link: link, reason: "\"\(route.piece)\" needs a value after it")
            }
            value = given
        }
    }

    /// The link as the user gave it, for messages.
    public let link: String
    /// The steps no flow has taken yet.
    public private(set) var steps: ArraySlice<Step>
    /// The query items no flow has taken yet.
    public private(set) var query: [ScreenAddress.QueryItem]
    /// Returns once the screen on top has loaded or failed, so a flow waits for what it opened.
    public let settled: @MainActor () async -> Void

    /// The walk of `steps` and `query`, matched by the check of `link`, waiting on screens with
    /// `settled`. Only a check makes one: the app's link follower, or a test's.
    package init(
        link: String, steps: [Step], query: [ScreenAddress.QueryItem], settled: @escaping @MainActor () async -> Void
    ) {
        self.link = link
        self.steps = steps[...]
        self.query = query
        self.settled = settled
    }

    /// The pieces no flow has taken yet, values included, as the link writes them.
    public var path: [String] { steps.flatMap { $0.value.isEmpty ? [$0.piece] : [$0.piece, $0.value] } }

    /// Takes the next step when it is `route`'s, returning its value; nil, taking nothing,
    /// when it is another route's.
    public mutating func take(_ route: LinkRoute) -> String? {
        guard let step = steps.first, step.piece == route.piece else { return nil }
        steps.removeFirst()
        return step.value
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

    /// Nil when every step and item was taken; else the error naming the first one no flow took.
    public var unfinished: LinkError? {
        if let step = steps.first { return failure("no screen on the way opens \"\(step.piece)\"") }
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
