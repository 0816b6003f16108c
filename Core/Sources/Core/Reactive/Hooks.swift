/// Process-wide hooks.
public enum Hooks {
    private final class Storage: @unchecked Sendable {
        let lock = Lock()
        var handler: (@Sendable (Swift.Error) -> Void)?
    }

    private static let storage = Storage()

    /// Called with errors that reach a subscriber without an `onError`; silent by default,
    /// because a terminal app cannot print over its own screen.
    public static var unhandledErrorHandler: (@Sendable (Swift.Error) -> Void)? {
        get { storage.lock.locked { storage.handler } }
        set { storage.lock.locked { storage.handler = newValue } }
    }

    @usableFromInline static func reportUnhandled(_ error: Swift.Error) {
        unhandledErrorHandler?(error)
    }
}
