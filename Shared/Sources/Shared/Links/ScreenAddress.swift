import Foundation

/// Where a screen is, as a link that stays valid across runs: path pieces (venue ids and city
/// names, never list positions) and query items, such as `venues://near/Berlin/venue/4b0e/tips`.
///
/// Each screen gives its own piece (`Screen.address`); the navigation stack joins them, root
/// first, so an address also says which screens lie behind it.
public struct ScreenAddress: Equatable, Sendable, CustomStringConvertible {
    /// The scheme every address starts with.
    public static let scheme = "venues"

    /// One `name=value` pair after the path.
    public struct QueryItem: Equatable, Sendable {
        /// The item's name.
        public let name: String
        /// The item's value.
        public let value: String

        /// The item `name=value`.
        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The path pieces, in order.
    public var path: [String]
    /// The query items, in order.
    public var query: [QueryItem]

    /// The address with `path` and `query`.
    public init(path: [String] = [], query: [QueryItem] = []) {
        self.path = path
        self.query = query
    }

    /// `lhs` followed by `rhs`: the pieces of a screen and of the one pushed over it.
    public static func + (lhs: ScreenAddress, rhs: ScreenAddress) -> ScreenAddress {
        ScreenAddress(path: lhs.path + rhs.path, query: lhs.query + rhs.query)
    }

    /// The value of the query item `name`, if present.
    public func value(of name: String) -> String? {
        query.last { $0.name == name }?.value
    }

    /// The link: `venues://` and the escaped pieces and query.
    public var description: String {
        let path = self.path.map(Self.escaped).joined(separator: "/")
        let query = self.query.map { Self.escaped($0.name) + "=" + Self.escaped($0.value) }.joined(separator: "&")
        return "\(Self.scheme)://\(path)" + (query.isEmpty ? "" : "?\(query)")
    }

    /// Reads a link written by `description` (or by hand); the error names the link and what
    /// is wrong with it.
    public static func parse(_ link: String) -> Result<ScreenAddress, LinkError> {
        let text = link.trimmingCharacters(in: .whitespaces)
        let prefix = "\(scheme)://"
        guard text.lowercased().hasPrefix(prefix) else {
            return .failure(LinkError(link: text, reason: "links start with \(prefix)"))
        }
        let rest = text.dropFirst(prefix.count)
        let parts = rest.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        var path: [String] = []
        for piece in parts[0].split(separator: "/") {
            guard let decoded = String(piece).removingPercentEncoding, !decoded.isEmpty else {
                return .failure(LinkError(link: text, reason: "\"\(piece)\" is not a valid path piece"))
            }
            path.append(decoded)
        }
        var query: [QueryItem] = []
        if parts.count == 2 {
            for item in parts[1].split(separator: "&") {
                let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard pair.count == 2, let name = String(pair[0]).removingPercentEncoding,
                    let value = String(pair[1]).removingPercentEncoding, !name.isEmpty
                else {
                    return .failure(LinkError(link: text, reason: "\"\(item)\" is not a name=value query item"))
                }
                query.append(QueryItem(name, value))
            }
        }
        return .success(ScreenAddress(path: path, query: query))
    }

    private static let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~"))

    private static func escaped(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }
}

/// A link that cannot be followed, and why.
public struct LinkError: Error, Equatable, CustomStringConvertible {
    /// The link as given.
    public let link: String
    /// What is wrong, for the user.
    public let reason: String

    /// The error for `link`.
    public init(link: String, reason: String) {
        self.link = link
        self.reason = reason
    }

    /// "cannot open LINK: REASON".
    public var description: String { "cannot open \(link): \(reason)" }
}
