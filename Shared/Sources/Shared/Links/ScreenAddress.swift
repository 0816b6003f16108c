import Foundation

/// Where a screen is, as a link that stays valid across runs because it holds ids and names,
/// never list positions: `venues://near/Berlin/venue/4b0e/tips?sort=liked`.
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
        public init(_ name: String, _ value: String) { (self.name, self.value) = (name, value) }
    }

    /// The path pieces, in order.
    public var path: [String]
    /// The query items, in order.
    public var query: [QueryItem]

    /// The address with `path` and `query`.
    public init(path: [String] = [], query: [QueryItem] = []) { (self.path, self.query) = (path, query) }

    /// The link, each piece escaped.
    public var description: String {
        let query = self.query.map { Self.escaped($0.name) + "=" + Self.escaped($0.value) }.joined(separator: "&")
        return "\(Self.scheme)://" + path.map(Self.escaped).joined(separator: "/") + (query.isEmpty ? "" : "?\(query)")
    }

    /// Reads a link written by `description` or by hand; the error names the link and its fault.
    public static func parse(_ link: String) -> Result<ScreenAddress, LinkError> {
        let text = link.trimmingCharacters(in: .whitespaces)
        func fail(_ reason: String) -> Result<Self, LinkError> { .failure(LinkError(link: text, reason: reason)) }
        guard text.lowercased().hasPrefix("\(scheme)://") else { return fail("links start with \(scheme)://") }
        let parts = text.dropFirst(scheme.count + 3).split(
            separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        var address = ScreenAddress()
        for piece in parts[0].split(separator: "/") {
            guard let decoded = piece.removingPercentEncoding, !decoded.isEmpty else {
                return fail("\"\(piece)\" is not a valid path piece")
            }
            address.path.append(decoded)
        }
        for item in parts.dropFirst().first?.split(separator: "&") ?? [] {
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pair.count == 2, let name = pair[0].removingPercentEncoding, !name.isEmpty,
                let value = pair[1].removingPercentEncoding
            else { return fail("\"\(item)\" is not a name=value query item") }
            address.query.append(QueryItem(name, value))
        }
        return .success(address)
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
