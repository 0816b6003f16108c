/// Why scaffold did nothing; the message says what to change.
public struct ScaffoldError: Error, Equatable, CustomStringConvertible {
    /// What was wrong and what to do.
    public let description: String

    /// An error saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}
