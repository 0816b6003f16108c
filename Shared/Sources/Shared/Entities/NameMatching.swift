extension Sequence where Element == String {
    /// The element equal to `name` ignoring case, as it is spelled here: how the app accepts
    /// "berlin" for "Berlin" everywhere a user types a city or category.
    public func matching(_ name: String) -> String? {
        first { $0.caseInsensitiveCompare(name) == .orderedSame }
    }
}
