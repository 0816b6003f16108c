/// Errors the operators themselves produce.
public enum RxError: Swift.Error, Equatable, Sendable, CustomStringConvertible {
    /// No element arrived in time (`timeout`).
    case timeout
    /// A sequence that had to produce an element completed empty (`asSingle`).
    case noElements
    /// A sequence that had to produce one element produced more (`asSingle`).
    case moreThanOneElement

    /// What went wrong, in words.
    public var description: String {
        switch self {
        case .timeout: return "Sequence timeout."
        case .noElements: return "Sequence doesn't contain any elements."
        case .moreThanOneElement: return "Sequence contains more than one element."
        }
    }
}
