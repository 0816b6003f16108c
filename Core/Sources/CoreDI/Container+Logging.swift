import CoreSupport
import Foundation

extension Container {
    /// Receives a message for every failed optional `resolve`, naming what is registered
    /// instead (Swinject's debug helper). Off by default; on when the environment sets
    /// `SWINJECT_LOGGING_ENABLED=1`, as Swinject 2.10 does, printing to standard error.
    public static var loggingFunction: (@Sendable (String) -> Void)? {
        get { logging.withLock { $0 } }
        set { logging.withLock { $0 = newValue } }
    }

    private static let logging = LockedValue<(@Sendable (String) -> Void)?>(
        ProcessInfo.processInfo.environment["SWINJECT_LOGGING_ENABLED"] == "1"
            ? { @Sendable message in FileHandle.standardError.write(Data((message + "\n").utf8)) } : nil)
}
