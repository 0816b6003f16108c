import Foundation

/// Process-wide hooks, as in RxSwift.
public enum Hooks {
    /// Receives an error that reached a subscriber without an error handler, with the call
    /// stack of the subscription when `recordCallStackOnError` is on.
    public typealias DefaultErrorHandler = @Sendable (_ subscriptionCallStack: [String], _ error: Swift.Error) -> Void

    /// Captures the call stack of a subscription, for `DefaultErrorHandler`.
    public typealias CustomCaptureSubscriptionCallstack = @Sendable () -> [String]

    /// The hooks an app set, or the defaults.
    @usableFromInline
    struct Storage: Sendable {
        @usableFromInline
        var errorHandler: DefaultErrorHandler = Hooks.printInDebugBuilds
        @usableFromInline
        var captureCallStack: CustomCaptureSubscriptionCallstack = { Thread.callStackSymbols }
    }

    @usableFromInline
    static let storage = LockedValue(Storage())
    @usableFromInline
    static let recordsCallStack = AtomicWord()

    /// Called with every error that no subscriber handles. By default it prints the error in
    /// debug builds and does nothing in release builds, as RxSwift does; an app replaces it to
    /// show or log the error instead.
    @inlinable
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { storage.withLock { $0.errorHandler } }
        set { storage.withLock { $0.errorHandler = newValue } }
    }

    /// Whether subscriptions without an error handler record their call stack (costly; off by default).
    @inlinable
    public static var recordCallStackOnError: Bool {
        get { recordsCallStack.load() != 0 }
        set { recordsCallStack.store(newValue ? 1 : 0) }
    }

    /// How a call stack is captured when `recordCallStackOnError` is on.
    @inlinable
    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { storage.withLock { $0.captureCallStack } }
        set { storage.withLock { $0.captureCallStack = newValue } }
    }

    /// The call stack a new subscription records, empty unless `recordCallStackOnError`.
    @inlinable
    static func subscriptionCallStack() -> [String] {
        recordCallStackOnError ? customCaptureSubscriptionCallstack() : []
    }

    /// Hands an unhandled error to `defaultErrorHandler`.
    @inlinable
    static func reportUnhandled(_ error: Swift.Error, callStack: [String] = []) {
        defaultErrorHandler(callStack, error)
    }

    @usableFromInline
    static let printInDebugBuilds: DefaultErrorHandler = { callStack, error in
        #if DEBUG
        var message = "Unhandled error happened: \(error)\n"
        if !callStack.isEmpty {
            message += "subscription called from:\n" + callStack.joined(separator: "\n") + "\n"
        }
        FileHandle.standardError.write(Data(message.utf8))
        #endif
    }
}
