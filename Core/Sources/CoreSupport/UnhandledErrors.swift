import Foundation

/// Where an error goes that nothing handles: a subscriber without an error handler, or a
/// wiring bug that an optional `resolve` turns into nil. Both halves of Core report here, so
/// an app that replaces the handler once (`Hooks.defaultErrorHandler`, RxSwift's name) sees
/// every such error, whichever part raised it.
@usableFromInline
package enum UnhandledErrors {
    /// Receives the error, with the call stack of the subscription when one was recorded.
    @usableFromInline
    package typealias Handler = @Sendable (_ callStack: [String], _ error: Swift.Error) -> Void

    /// The handler an app set, or the default: print in debug builds, as RxSwift does.
    @usableFromInline
    package static let handler = LockedValue<Handler>(printInDebugBuilds)

    /// Hands `error` to the handler. The handler is read under the lock and called outside it,
    /// so a handler may itself report or replace the handler.
    @inlinable
    package static func report(_ error: Swift.Error, callStack: [String] = []) {
        handler.withLock { $0 }(callStack, error)
    }

    /// The default: the error and call stack on standard error in debug builds, nothing in
    /// release builds.
    private static let printInDebugBuilds: Handler = { callStack, error in
        #if DEBUG
        var message = "Unhandled error happened: \(error)\n"
        if !callStack.isEmpty {
            message += "subscription called from:\n" + callStack.joined(separator: "\n") + "\n"
        }
        FileHandle.standardError.write(Data(message.utf8))
        #endif
    }
}
