import Synchronization

/// Process-wide hooks.
public enum Hooks {
    private static let handler = Mutex<(@Sendable (Swift.Error) -> Void)?>(nil)

    /// Called with errors that reach a subscriber without an `onError`; silent by default,
    /// because a terminal app cannot print over its own screen.
    public static var unhandledErrorHandler: (@Sendable (Swift.Error) -> Void)? {
        get { handler.withLock { $0 } }
        set { handler.withLock { $0 = newValue } }
    }

    static func reportUnhandled(_ error: Swift.Error) {
        unhandledErrorHandler?(error)
    }
}
