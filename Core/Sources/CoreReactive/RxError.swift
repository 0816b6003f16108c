/// Errors the operators themselves produce, with RxSwift's case names.
public enum RxError: Swift.Error, Equatable, Sendable, CustomStringConvertible {
    /// Unknown error.
    case unknown
    /// An arithmetic overflow.
    case overflow
    /// An argument out of its valid range.
    case argumentOutOfRange
    /// No element arrived in time (`timeout`).
    case timeout
    /// A sequence that had to produce an element completed empty (`asSingle`).
    case noElements
    /// A sequence that had to produce one element produced more (`asSingle`, `asMaybe`).
    case moreThanOneElement

    /// What went wrong, in words.
    @inlinable
    public var description: String {
        switch self {
        case .unknown: return "An unknown error occurred."
        case .overflow: return "An arithmetic operation overflowed."
        case .argumentOutOfRange: return "An argument was outside its valid range."
        case .timeout: return "No element arrived within the timeout."
        case .noElements: return "The sequence completed without an element."
        case .moreThanOneElement: return "The sequence produced more than one element."
        }
    }
}
