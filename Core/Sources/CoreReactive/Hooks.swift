import CoreSupport
import Foundation

/// Process-wide hooks, as in RxSwift.
public enum Hooks {
    /// Receives an error that reached a subscriber without an error handler, with the call
    /// stack of the subscription when `recordCallStackOnError` is on.
    public typealias DefaultErrorHandler = @Sendable (_ subscriptionCallStack: [String], _ error: Swift.Error) -> Void

    /// Captures the call stack of a subscription, for `DefaultErrorHandler`.
    public typealias CustomCaptureSubscriptionCallstack = @Sendable () -> [String]

    /// How a call stack is captured: the app's choice, or the thread's symbols.
    @usableFromInline
    static let captureCallStack = LockedValue<CustomCaptureSubscriptionCallstack>({ Thread.callStackSymbols })
    @usableFromInline
    static let recordsCallStack = AtomicWord()

    /// Called with every error that no subscriber handles, and with every wiring bug that an
    /// optional `resolve` of the container turns into nil. By default it prints the error in
    /// debug builds and does nothing in release builds, as RxSwift does; an app replaces it to
    /// show or log the error instead.
    @inlinable
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { UnhandledErrors.handler.withLock { $0 } }
        set { UnhandledErrors.handler.withLock { $0 = newValue } }
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
        get { captureCallStack.withLock { $0 } }
        set { captureCallStack.withLock { $0 = newValue } }
    }

    /// The call stack a new subscription records, empty unless `recordCallStackOnError`.
    @inlinable
    static func subscriptionCallStack() -> [String] {
        recordCallStackOnError ? customCaptureSubscriptionCallstack() : []
    }
}
