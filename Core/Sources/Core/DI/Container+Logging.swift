import Foundation

extension Container {
    /// Receives a message for every failed optional `resolve`, naming what is registered
    /// instead (Swinject's debug helper). Off by default; on when the environment sets
    /// `SWINJECT_LOGGING_ENABLED=1`, as Swinject 2.10 does, printing to standard error.
    public static var loggingFunction: (@Sendable (String) -> Void)? {
        get { logging.lock.locked { logging.function } }
        set { logging.lock.locked { logging.function = newValue } }
    }

    private static let logging = LoggingStorage()
}

private final class LoggingStorage: @unchecked Sendable {
    // @unchecked: `function` is read and written under `lock` only.
    let lock = Lock()
    var function: (@Sendable (String) -> Void)? =
        ProcessInfo.processInfo.environment["SWINJECT_LOGGING_ENABLED"] == "1"
        ? { @Sendable message in FileHandle.standardError.write(Data((message + "\n").utf8)) } : nil
}
