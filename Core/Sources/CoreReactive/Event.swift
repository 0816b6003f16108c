/// One notification of a sequence: the grammar is `next* (error | completed)?`.
public enum Event<Element> {
    /// A produced element.
    case next(Element)
    /// The sequence failed; nothing follows.
    case error(Swift.Error)
    /// The sequence finished; nothing follows.
    case completed

    /// Whether this event ends the sequence.
    @inlinable
    public var isStopEvent: Bool {
        if case .next = self { return false }
        return true
    }

    /// The element of a `.next` event.
    @inlinable
    public var element: Element? {
        if case .next(let element) = self { return element }
        return nil
    }

    /// The error of an `.error` event.
    @inlinable
    public var error: Swift.Error? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// Whether this is `.completed`.
    @inlinable
    public var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }

    /// Transforms the element; a throwing transform turns the event into `.error`.
    @inlinable
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        switch self {
        case .next(let element):
            do { return .next(try transform(element)) } catch { return .error(error) }
        case .error(let error): return .error(error)
        case .completed: return .completed
        }
    }
}

extension Event: Sendable where Element: Sendable {}

extension Event: CustomDebugStringConvertible {
    /// A compact description for test failures.
    @inlinable
    public var debugDescription: String {
        switch self {
        case .next(let value): return "next(\(value))"
        case .error(let error): return "error(\(error))"
        case .completed: return "completed"
        }
    }
}

extension Event: Equatable where Element: Equatable {
    /// Errors are equal when they have the same type and description, which is what a test can state.
    @inlinable
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.next(let l), .next(let r)): return l == r
        case (.completed, .completed): return true
        case (.error(let l), .error(let r)):
            return type(of: l) == type(of: r) && String(describing: l) == String(describing: r)
        default: return false
        }
    }
}
